import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LegalPage } from '@agency/contract';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getLegalPages = async (): Promise<LegalPage[]> => (await apiClient.call(endpoints.legalPages.list)).data;

export const legalPagesQueryOptions = () => queryOptions({ queryKey: queryKeys.legalPages, queryFn: getLegalPages });

/** The published legal pages, from the CMS; the server inlines them, so this rarely waits. */
export const useLegalPages = () => useQuery(legalPagesQueryOptions());

/** One page by its slug: `undefined` while loading, `null` when there is no such published page. */
export function useLegalPage(slug: string | undefined): LegalPage | null | undefined {
  const { data, isError } = useLegalPages();
  if (!data) return isError ? null : undefined;
  return data.find((page) => page.slug === slug) ?? null;
}
