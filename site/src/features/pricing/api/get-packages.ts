import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Package } from '@agency/contract';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getPackages = async (): Promise<Package[]> => (await apiClient.call(endpoints.packages.list)).data;

export const packagesQueryOptions = () => queryOptions({ queryKey: queryKeys.packages, queryFn: getPackages });

export const usePackages = () => useQuery(packagesQueryOptions());
