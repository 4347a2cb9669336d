import type { ReactNode } from 'react';

import { useLegalPage } from '../api/get-legal-pages';
import { LegalPageView } from './legal-page-view';

/** The legal page with this slug, or `notFound` when no such page is published. */
export function LegalRoute({ slug, notFound }: { slug: string | undefined; notFound: ReactNode }) {
  const page = useLegalPage(slug);
  if (page === undefined) return <div role="status" aria-live="polite" css={{ minHeight: '60vh' }} />;
  if (page === null) return notFound;
  return <LegalPageView page={page} />;
}
