import type { LegalPage } from '@agency/contract';

import { ProsePage } from '../../../components/ui/prose-page';
import { PageMeta } from '../../../lib/page-meta';
import { RichText } from './rich-text';

// Fixed to UTC so the server's markup and the browser's hydration agree.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A legal page from the CMS: its title, when it was last published, and its text. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <ProsePage title={page.title} intro={`Last updated: ${dateFormat.format(new Date(page.updatedAt))}`}>
      <PageMeta title={page.title} description={page.description} />
      <RichText blocks={page.content} />
    </ProsePage>
  );
}
