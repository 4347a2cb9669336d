import type { ReactNode } from 'react';

import { PageLoading } from '../../../components/ui/page-loading';
import { PageMeta } from '../../../lib/page-meta';
import { useLegalPage, useLegalPages } from '../api/get-legal-pages';
import { LegalPageView } from './legal-page-view';

/** The legal page with this slug, or `notFound` when no such page is published. */
export function LegalRoute({ slug, notFound }: { slug: string | undefined; notFound: ReactNode }) {
  const page = useLegalPage(slug);
  // While its text loads, the page's title and description (from the list) already head it.
  const summary = useLegalPages().data?.find((p) => p.slug === slug);
  if (page === undefined)
    return (
      <>
        {summary && <PageMeta title={summary.title} description={summary.description} />}
        <PageLoading />
      </>
    );
  if (page === null) return notFound;
  return <LegalPageView page={page} />;
}
