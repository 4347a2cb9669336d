import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Category } from '@agency/contract';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getCategories = async (): Promise<Category[]> => (await apiClient.call(endpoints.categories.list)).data;

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
