import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Category } from '@agency/contract';

import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getCategories = async (): Promise<Category[]> => (await api<Category[]>('/category/get-all-category')).data;

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
