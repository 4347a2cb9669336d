import { useQueryClient } from '@tanstack/react-query';

import type { LegalPageSummary, PageSeo, SiteContent } from '@agency/contract';

import { paths } from '../../config/routes';
import { queryKeys } from '../query-client';

/** What the editors set for the page at `path` in the panel: the home and support pages in the site content, a legal page on itself. */
export function pageSeo(path: string, content: SiteContent | undefined, legalPages: LegalPageSummary[] | undefined): PageSeo {
  if (path === paths.home.path) return content?.seo?.home ?? {};
  if (path === paths.support.path) return content?.seo?.support ?? {};
  return legalPages?.find((page) => page.path === path)?.seo ?? {};
}

/** The same from the data the page was drawn with (seeded from the server's inlined data; never fetched for this). */
export function usePageSeo(path: string): PageSeo {
  const client = useQueryClient();
  return pageSeo(path, client.getQueryData<SiteContent>(queryKeys.content), client.getQueryData<LegalPageSummary[]>(queryKeys.legalPages));
}
