import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Package } from '@agency/contract';

import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getPackages = async (): Promise<Package[]> => (await api<Package[]>('/package/get-all-package')).data;

export const packagesQueryOptions = () => queryOptions({ queryKey: queryKeys.packages, queryFn: getPackages });

export const usePackages = () => useQuery(packagesQueryOptions());
