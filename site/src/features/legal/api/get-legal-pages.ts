import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LegalPage, LegalPageSummary } from '@agency/contract';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getLegalPages = async (): Promise<LegalPageSummary[]> => (await apiClient.call(endpoints.legalPages.list)).data;

export const getLegalPage = async (slug: string): Promise<LegalPage> => (await apiClient.call(endpoints.legalPages.get, { params: { slug } })).data;

export const legalPagesQueryOptions = () => queryOptions({ queryKey: queryKeys.legalPages, queryFn: getLegalPages });

export const legalPageQueryOptions = (slug: string) => queryOptions({ queryKey: queryKeys.legalPage(slug), queryFn: () => getLegalPage(slug) });

/** The published legal pages without their text, from the CMS; the server inlines them, so this rarely waits. */
export const useLegalPages = () => useQuery(legalPagesQueryOptions());

/**
 * One page with its text, by its slug: `undefined` while loading, `null` when there is no such
 * published page. The server inlines the text of the page it renders; any other is fetched on the way.
 */
export function useLegalPage(slug: string | undefined): LegalPage | null | undefined {
  const { data: pages, isError: listFailed } = useLegalPages();
  const listed = slug !== undefined && pages?.some((page) => page.slug === slug) === true;
  const { data: page, isError } = useQuery({ ...legalPageQueryOptions(slug ?? ''), enabled: listed });
  if (page) return page;
  if (!pages) return listFailed ? null : undefined;
  if (!listed || isError) return null;
  return undefined;
}
