import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useDelete, useListController, useNotify } from 'react-admin';

import { limits, messages, type Meta } from '@agency/contract';

import { resources, type QueryListFilter, type QueryRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { totalPagesOf } from './pagination';
import { QueryBulkBar } from './query-bulk-bar';
import { QueryFilters } from './query-filters';
import { QueryListUrl } from './query-list-url';
import { QueryPagination } from './query-pagination';
import { defaultQuerySort, QueryTable } from './query-table';
import { QueryViewDialog } from './query-view-dialog';

/** Typing pauses this long before the list is asked again. */
export const searchDebounceMs = 300;
/** A performance mark the bench reads: the moment the debounced search is applied. */
export const searchAppliedMark = 'queries:search-applied';

/** The filter without the parts that are unset, so the URL and the list's cache key hold only what is chosen. */
function withoutEmpty({ searchTerm = '', status, assignee, from, to, waiting }: QueryListFilter): QueryListFilter {
  return {
    searchTerm,
    ...(status ? { status } : {}),
    ...(assignee ? { assignee } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(waiting ? { waiting } : {}),
  };
}

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
 * /dashboard/query: verified queries, 50 a page, searched, filtered and ordered on the server.
 * react-admin's list controller holds the search, the filters, the order, the page and the
 * selection; all but the selection live in the URL (?search=…&status=…&page=…, see
 * QueryListUrl), so a reload or a shared link keeps them.
 */
export function QueryScreen() {
  return (
    <QueryListUrl>
      <QueryList />
    </QueryListUrl>
  );
}

function QueryList() {
  const list = useListController<QueryRecord>({
    ...screenList,
    resource: resources.queries,
    perPage: limits.adminPageSize,
    sort: defaultQuerySort,
  });
  const filter: QueryListFilter = list.filterValues;
  const search = filter.searchTerm ?? '';
  const filtered = Boolean(search || filter.status || filter.assignee || filter.from || filter.to);
  const [draft, setDraft] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  const notify = useNotify();
  const [viewing, setViewing] = useState<QueryRecord>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirming, setConfirming] = useState<QueryRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete<QueryRecord>();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The screen's own debounce rather than setFilters': it marks the moment the search is applied.
  const onSearch = (value: string) => {
    setDraft(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      performance.mark(searchAppliedMark);
      list.setFilters(withoutEmpty({ ...filter, searchTerm: value.trim() }));
    }, searchDebounceMs);
  };

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
        },
        onError: (error) => {
          notify(failureMessage(error, messages.queryDeleteFailed, messages.somethingWrongRetry), { type: 'error' });
          setConfirmOpen(false);
        },
      },
    );
  };

  const meta: Partial<Meta> | undefined = list.meta;
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
        <Typography color="text.secondary">{filtered ? 'No queries match your search criteria.' : 'No verified queries available.'}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <QueryBulkBar selectedIds={list.selectedIds.map(String)} onDone={list.onUnselectItems} />
        <QueryTable
          queries={queries}
          onView={setViewing}
          onDelete={(record) => {
            setConfirming(record);
            setConfirmOpen(true);
          }}
          sort={list.sort}
          onSort={list.setSort}
          selectedIds={list.selectedIds.map(String)}
          onToggle={list.onToggleItem}
          onToggleAll={() => {
            const ids = queries.map((record) => record.id);
            const all = ids.every((id) => list.selectedIds.includes(id));
            list.onSelect(all ? list.selectedIds.filter((id) => !ids.includes(String(id))) : [...new Set([...list.selectedIds, ...ids])]);
          }}
        />
        <QueryPagination page={meta?.page ?? list.page} totalPages={totalPages} onChange={list.setPage} />
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
      <QueryFilters
        filter={filter}
        onFilter={(change) => list.setFilters(withoutEmpty({ ...filter, ...change }))}
        sort={list.sort}
        onSort={list.setSort}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <StatCard label="Total Queries" value={total} />
        <StatCard label="Current Page" value={meta?.page ?? list.page} />
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
