import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetList, useGetManyReference, useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { messages } from '@agency/contract';

import { DeliveryTable, deliveryRefreshMs } from '../deliveries/delivery-table';
import {
  inboxResources,
  resources,
  wholeList,
  type DeliveryRecord,
  type QueryDetailRecord,
  type StaffUserRecord,
  type ThreadRecord,
} from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { formatTime } from '../ui/format-time';
import { PageHeader } from '../ui/page-header';
import { useViewers } from '../providers/live-events';
import { QueryNotes } from './query-notes';
import { OverdueMark } from './query-status';
import { StatusBadge } from './status-badge';
import { AssigneeSelect, StatusSelect } from './workflow-selects';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `query-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, mb: 3, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** The status and assignee controls; each change is saved at once, then `onSaved` (the timeline shows it). */
function WorkflowControls({ record, onSaved }: { record: QueryDetailRecord; onSaved: () => void }) {
  const notify = useNotify();
  const staff = useGetList<StaffUserRecord>(inboxResources.users, wholeList);
  const [update, { isPending }] = useUpdate<QueryDetailRecord>();
  const save = (data: Pick<Partial<QueryDetailRecord>, 'status' | 'assignee'>) =>
    update(
      resources.queries,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.queryUpdated, { type: 'success' });
          onSaved();
        },
        onError: (error) => notify(failureMessage(error, messages.queryUpdateFailed, messages.somethingWrongRetry), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <StatusSelect
        value={record.status}
        disabled={isPending}
        onChange={(status) => status && save({ status })}
        sx={{ minWidth: 180, flex: '1 1 160px' }}
      />
      <AssigneeSelect
        value={record.assignee?._id ?? ''}
        disabled={isPending}
        onChange={(id) => {
          const chosen = staff.data?.find((user) => user.id === id);
          save({ assignee: chosen ? { _id: chosen._id, email: chosen.email } : null });
        }}
        staff={staff.data}
        choices={[['', 'Unassigned']]}
        current={record.assignee}
        sx={{ minWidth: 220, flex: '1 1 200px' }}
      />
    </Box>
  );
}

/** /dashboard/query/:id: the whole query, its workflow, its conversation, and its mails. */
export function QueryDetailScreen() {
  const { id = '' } = useParams();
  const query = useGetOne<QueryDetailRecord>(resources.queries, { id });
  const deliveries = useGetManyReference<DeliveryRecord>(
    inboxResources.deliveries,
    {
      target: 'queryId',
      id,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    { refetchInterval: deliveryRefreshMs },
  );
  const thread = useGetManyReference<ThreadRecord>(inboxResources.notes, {
    target: 'queryId',
    id,
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'at', order: 'ASC' },
  });
  const record = query.data;
  const viewers = useViewers(id);

  const back = (
    <Button component={RouterLink} to="/dashboard/query" startIcon={<ArrowBackIcon />}>
      Back to queries
    </Button>
  );
  if (query.isPending) return <Typography role="status">Loading query...</Typography>;
  if (query.error || !record) {
    return (
      <>
        <PageHeader title="Query" action={back} />
        <Typography role="alert" color="error">
          {failureMessage(query.error, messages.queryNotFound, messages.somethingWrongRetry)}
        </Typography>
      </>
    );
  }

  return (
    <>
      <PageHeader title={`Query from ${record.name}`} subtitle="Submitted customer inquiry details" action={back} />
      {/* A polite live region, not a status: the screens' tests and assistive tech read `status` as "still loading". */}
      <Typography aria-live="polite" color="text.secondary" sx={{ mb: viewers.length ? 2 : 0, mt: viewers.length ? -1 : 0 }}>
        {viewers.length ? `Also viewing: ${viewers.map((viewer) => viewer.email).join(', ')}` : ''}
      </Typography>
      <Section title="Message">
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{record.message}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
          <Field term="Name">{record.name}</Field>
          <Field term="Email">
            <Link href={`mailto:${record.email}`}>{record.email}</Link>
          </Field>
          <Field term="Phone">{record.phone}</Field>
          <Field term="Received">{formatTime(record.createdAt)}</Field>
          {record.reference ? <Field term="Reference">{record.reference}</Field> : null}
          <Field term="Verification">
            <StatusBadge verified={record.isVerified} />
          </Field>
          {record.answeredAt && <Field term="Answered">{formatTime(record.answeredAt)}</Field>}
          {record.replyDueAt && (
            <Field term="Reply due">
              {formatTime(record.replyDueAt)}
              <OverdueMark replyDueAt={record.replyDueAt} />
            </Field>
          )}
        </Box>
      </Section>
      <Section title="Workflow">
        <WorkflowControls record={record} onSaved={() => void thread.refetch()} />
      </Section>
      <Section title="Conversation">
        <QueryNotes
          record={record}
          entries={thread.isPending ? undefined : (thread.data ?? [])}
          error={thread.error}
          onChanged={() => {
            void query.refetch();
            void thread.refetch();
          }}
          onReplied={() => void deliveries.refetch()}
        />
      </Section>
      <Section title="Deliveries">
        {deliveries.error ? (
          <Typography role="alert" color="error">
            {failureMessage(deliveries.error, messages.deliveryListFailed, messages.somethingWrongRetry)}
          </Typography>
        ) : deliveries.isPending ? (
          <Typography role="status">Loading deliveries...</Typography>
        ) : (
          <DeliveryTable deliveries={deliveries.data ?? []} empty="No mails for this query yet." paper={false} />
        )}
      </Section>
    </>
  );
}
