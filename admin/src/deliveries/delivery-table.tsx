import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useNotify, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { messages, type Delivery } from '@agency/contract';

import { inboxResources, type DeliveryRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { DataTable, type Column } from '../ui/data-table';
import { formatTime } from '../ui/format-time';

export const kindLabels: Record<Delivery['kind'], string> = { code: 'Code mail', reply: 'Reply', 'staff-notification': 'Staff notification', assignment: 'Assignment', 'visitor-answer': "Visitor's answer", receipt: 'Receipt' };
export const stateLabels: Record<Delivery['state'], string> = { queued: 'Queued', sent: 'Sent', retrying: 'Retrying', failed: 'Failed' };

/** Dark text on a pale fill, above 7:1. */
const stateColors: Record<Delivery['state'], { bgcolor: string; color: string }> = {
  queued: { bgcolor: '#e0f2fe', color: '#075985' },
  sent: { bgcolor: '#dcfce7', color: '#166534' },
  retrying: { bgcolor: '#fef3c7', color: '#92400e' },
  failed: { bgcolor: '#fee2e2', color: '#991b1b' },
};

/**
 * How often an open list of mails is asked again: a mail's state changes in the worker, not in
 * this screen (queued, then sent, retrying or failed). React Query stops while the tab is hidden.
 */
export const deliveryRefreshMs = 3000;

const canRetry = (delivery: DeliveryRecord) => delivery.state === 'failed';

/** Queues a failed mail again; react-admin puts the answer (the mail, now queued) in every list that holds it. */
function RetryButton({ delivery }: { delivery: DeliveryRecord }) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<DeliveryRecord>();
  if (!canRetry(delivery)) return null;
  const retry = () =>
    update(
      inboxResources.deliveries,
      { id: delivery.id, data: { state: 'queued' }, previousData: delivery },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(messages.deliveryRetried, { type: 'success' }),
        onError: (error) => notify(failureMessage(error, messages.deliveryRetryFailed, messages.somethingWrongRetry), { type: 'error' }),
      },
    );
  return (
    <Button size="small" variant="outlined" onClick={retry} disabled={isPending} aria-label={`Retry ${kindLabels[delivery.kind].toLowerCase()} to ${delivery.to}`}>
      Retry
    </Button>
  );
}

/** Mails: kind, recipient, state, attempts, last error, times, and Retry for a failed one; with `withQuery`, a link to each mail's query. */
interface DeliveryTableProps {
  deliveries: DeliveryRecord[];
  withQuery?: boolean;
  empty: string;
  /** False inside a section that is a paper already. */
  paper?: boolean;
}

export function DeliveryTable({ deliveries, withQuery = false, empty, paper = true }: DeliveryTableProps) {
  const columns: Column<DeliveryRecord>[] = [
    { label: 'Kind', cell: (delivery) => kindLabels[delivery.kind] },
    { label: 'To', cell: (delivery) => delivery.to, sx: { overflowWrap: 'anywhere' } },
    {
      label: 'State',
      cell: (delivery) => <Chip size="small" label={stateLabels[delivery.state]} sx={{ ...stateColors[delivery.state], fontWeight: 600 }} />,
    },
    { label: 'Attempts', cell: (delivery) => delivery.attempts },
    { label: 'Last error', cell: (delivery) => delivery.lastError ?? '—', sx: { maxWidth: 320, overflowWrap: 'anywhere' } },
    { label: 'Queued', cell: (delivery) => formatTime(delivery.createdAt), sx: { whiteSpace: 'nowrap' } },
    { label: 'Sent', cell: (delivery) => formatTime(delivery.sentAt), sx: { whiteSpace: 'nowrap' } },
    ...(withQuery
      ? [
          {
            label: 'Query',
            cell: (delivery: DeliveryRecord) => (
              <Link component={RouterLink} to={`/dashboard/query/${encodeURIComponent(delivery.queryId)}`} aria-label={`Open query of ${delivery.to}`}>
                Open query
              </Link>
            ),
          },
        ]
      : []),
    // Only a failed mail has an action (Retry): without one on the page, no empty column.
    ...(deliveries.some(canRetry) ? [{ label: 'Actions', cell: (delivery: DeliveryRecord) => <RetryButton delivery={delivery} /> }] : []),
  ];
  return <DataTable label="Deliveries" rows={deliveries} columns={columns} empty={empty} paper={paper} />;
}
