import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';

import { messages, twoTools } from '@agency/contract';

import { ApiRequestError } from '../providers/http';

type PanelCollection = Parameters<typeof twoTools.panelPath>[0];

/** Whether a save was refused because the document has a newer draft in the CMS panel (decision 027). */
export const isDraftConflict = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 409 && error.errors.some(({ path }) => path === twoTools.draftConflictPath);

/** The panel's page of the document, or of a new one. */
const panelHref = (collection: PanelCollection, id?: string) =>
  id ? twoTools.panelPath(collection, id) : `/cms/collections/${collection}/create`;

/**
 * Under a dashboard form: what a save here does, and where the same document has drafts, SEO and
 * history (the panel is another app on this origin: a plain link).
 */
export function PanelNote({ collection, id, drafts = true }: { collection: PanelCollection; id?: string; drafts?: boolean }) {
  return (
    <Alert severity="info" variant="outlined">
      Saving here publishes at once.{' '}
      <Link href={panelHref(collection, id)}>{drafts ? 'Edit in the CMS panel (drafts, SEO, history)' : 'Open in the CMS panel'}</Link>
    </Alert>
  );
}

/** The warning when a save met a newer panel draft: a link to that draft, and the choice to publish over it. */
export function DraftConflict({
  collection,
  id,
  busy,
  onPublish,
}: {
  collection: PanelCollection;
  id: string;
  busy: boolean;
  onPublish: () => void;
}) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onPublish} disabled={busy}>
          Publish anyway
        </Button>
      }
    >
      {messages.newerDraft} <Link href={twoTools.panelPath(collection, id)}>Open the draft in the CMS panel</Link>
    </Alert>
  );
}
