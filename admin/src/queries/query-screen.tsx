import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDelete, useGetList, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { limits, messages } from '@agency/contract';

import { resources, type QueryRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { totalPagesOf } from './pagination';
import { QueryPagination } from './query-pagination';
import { QueryTable } from './query-table';
import { QueryViewDialog } from './query-view-dialog';

/** Typing pauses this long before the list is asked again. */
export const searchDebounceMs = 300;
/** A performance mark the bench reads: the moment the debounced search is applied. */
export const searchAppliedMark = 'queries:search-applied';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card component="section" aria-label={label} sx={{ flex: '1 1 180px' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/query: verified queries, 50 a page, searched on the server. The search
 * and the page live in the URL (?search=…&page=…), so a reload or a shared link keeps them.
 */
export function QueryScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [draft, setDraft] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<QueryRecord>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirming, setConfirming] = useState<QueryRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete<QueryRecord>();

  const list = useGetList<QueryRecord>(
    resources.queries,
    { pagination: { page, perPage: limits.adminPageSize }, sort: { field: 'createdAt', order: 'DESC' }, filter: { searchTerm: search } },
    // Keep the last results on screen while the next ones load: no flashing while typing.
    { placeholderData: (previous) => previous },
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSearch = (value: string) => {
    setDraft(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      performance.mark(searchAppliedMark);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('search', value.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, searchDebounceMs);
  };

  const goTo = (nextPage: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });

  const confirmDelete = () => {
    if (!confirming) return;
    deleteOne(
      resources.queries,
      { id: confirming.id, previousData: confirming },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.queryDeleted, { type: 'success' });
          setConfirmOpen(false);
          void queryClient.invalidateQueries({ queryKey: [resources.queries] });
        },
        onError: (error) => {
          notify(failureMessage(error, messages.queryDeleteFailed, messages.somethingWrongRetry), { type: 'error' });
          setConfirmOpen(false);
        },
      },
    );
  };

  const meta = list.meta as { total?: number; page?: number; limit?: number } | undefined;
  const total = meta?.total ?? list.total ?? 0;
  const limit = meta?.limit ?? limits.adminPageSize;
  const totalPages = totalPagesOf(total, limit);
  const queries = list.data ?? [];

  let body;
  if (list.isPending) {
    body = <Typography role="status">Loading queries...</Typography>;
  } else if (list.error) {
    body = (
      <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }} color="error">
          Error Loading Queries
        </Typography>
        <Typography color="text.secondary">{failureMessage(list.error, messages.queryListFailed, messages.somethingWrongRetry)}</Typography>
      </Box>
    );
  } else if (queries.length === 0) {
    body = (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          No Queries Found
        </Typography>
        <Typography color="text.secondary">{search ? 'No queries match your search criteria.' : 'No verified queries available.'}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <QueryTable queries={queries} onView={setViewing} onDelete={(record) => {
            setConfirming(record);
            setConfirmOpen(true);
          }}
        />
        <QueryPagination page={meta?.page ?? page} totalPages={totalPages} onChange={goTo} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Query Management" subtitle="Manage and review customer queries" />
      <TextField
        type="search"
        placeholder="Search queries..."
        value={draft}
        onChange={(event) => onSearch(event.target.value)}
        fullWidth
        sx={{ mb: 3, bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search queries', maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <StatCard label="Total Queries" value={total} />
        <StatCard label="Current Page" value={meta?.page ?? page} />
        <StatCard label="Total Pages" value={totalPages} />
      </Box>
      <Paper component="section" aria-labelledby="customer-queries-title" sx={{ p: 2 }}>
        <Typography id="customer-queries-title" variant="h2">
          Customer Queries
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
          {total} verified queries found
        </Typography>
        {body}
      </Paper>
      <QueryViewDialog record={viewing} onClose={() => setViewing(undefined)} />
      <ConfirmDialog
        open={confirmOpen}
        title="Delete Query"
        text={`Are you sure you want to delete this query from ${confirming?.name ?? ''}? This action cannot be undone.`}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}
