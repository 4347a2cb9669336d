import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { queryStatuses, type QueryStatus } from '@agency/contract';

import { formatTime } from '../ui/format-time';

export const isQueryStatus = (value: unknown): value is QueryStatus => queryStatuses.some((status) => status === value);

/** How a workflow status reads on the screens. */
export const statusLabels: Record<QueryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

/** Dark text on a pale fill: every pair above 7:1 (WCAG AAA for small text). */
const colors: Record<QueryStatus, { bgcolor: string; color: string }> = {
  new: { bgcolor: '#e0f2fe', color: '#075985' },
  'in-progress': { bgcolor: '#fef3c7', color: '#92400e' },
  answered: { bgcolor: '#dcfce7', color: '#166534' },
  closed: { bgcolor: '#e5e7eb', color: '#374151' },
};

/** A query's place in the support workflow, beside its Verified/Pending badge (status-badge.tsx). */
export function WorkflowChip({ status }: { status: QueryStatus }) {
  return <Chip size="small" label={statusLabels[status]} sx={{ ...colors[status], fontWeight: 600 }} />;
}

/** Whether a reply due at `replyDueAt` is late now. */
export const isOverdue = (replyDueAt: string | null, now = Date.now()) => replyDueAt !== null && Date.parse(replyDueAt) < now;

/** "Overdue" under a query's workflow, when its reply is past the response target; nothing otherwise. */
export function OverdueMark({ replyDueAt }: { replyDueAt: string | null }) {
  if (!isOverdue(replyDueAt)) return null;
  return (
    <Typography component="span" variant="caption" title={`Reply was due ${formatTime(replyDueAt!)}`} sx={{ display: 'block', color: '#b91c1c', fontWeight: 700 }}>
      Overdue
    </Typography>
  );
}
