import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import type { QueryRecord } from '../providers/data-provider';
import { Clamp } from '../ui/clamp';
import { DataTable, type Column } from '../ui/data-table';
import { formatTime } from '../ui/format-time';
import { RowActions } from '../ui/row-actions';
import { truncateMessage } from './pagination';
import { OverdueMark, WorkflowChip } from './query-status';
import { StatusBadge } from './status-badge';

/** The orders a column header offers; newest first is the list's default. */
export const defaultQuerySort: SortPayload = { field: 'createdAt', order: 'DESC' };

interface QueryTableProps {
  queries: QueryRecord[];
  onView: (record: QueryRecord) => void;
  onDelete: (record: QueryRecord) => void;
  sort: SortPayload;
  onSort: (sort: SortPayload) => void;
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

/** A header that orders the list: name A–Z, workflow from new to closed, received newest or oldest first. Ordered again, it goes back to newest first. */
function SortHeader({ label, field, sort, onSort }: { label: string; field: string; sort: SortPayload; onSort: (sort: SortPayload) => void }) {
  const active = sort.field === field;
  const next = (): SortPayload => {
    if (field === 'createdAt') return { field, order: active && sort.order === 'DESC' ? 'ASC' : 'DESC' };
    return active ? defaultQuerySort : { field, order: 'ASC' };
  };
  return (
    <TableSortLabel active={active} direction={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : 'asc'} onClick={() => onSort(next())}>
      {label}
    </TableSortLabel>
  );
}

/** A time on two short lines, the day over the hour, so the column stays narrow. */
function TwoLineTime({ iso }: { iso: string }) {
  const time = new Date(iso);
  return (
    <Box component="time" dateTime={iso} title={formatTime(iso)} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ display: 'block' }}>
        {time.toLocaleDateString(undefined, { dateStyle: 'medium' })}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {time.toLocaleTimeString(undefined, { timeStyle: 'short' })}
      </Box>
    </Box>
  );
}

/** The verified queries of a page: the spec's columns, plus selection, workflow, assignee and time received. */
export function QueryTable({ queries, onView, onDelete, sort, onSort, selectedIds, onToggle, onToggleAll }: QueryTableProps) {
  const selected = new Set(selectedIds);
  const allSelected = queries.length > 0 && queries.every((record) => selected.has(record.id));
  const someSelected = !allSelected && queries.some((record) => selected.has(record.id));
  // Widths and priorities for the table's box: about 1,100 px at 1440 px, 940 px at 1280 px.
  // Status goes first (this list holds verified queries only), then the phone, the assignee
  // and the time received; each is in the query's detail.
  const columns: Column<QueryRecord>[] = [
    {
      label: 'Select',
      width: 56,
      header: (
        <Checkbox
          size="small"
          checked={allSelected}
          indeterminate={someSelected}
          onChange={onToggleAll}
          slotProps={{ input: { 'aria-label': 'Select all queries on this page' } }}
        />
      ),
      cell: (record) => (
        <Checkbox
          size="small"
          checked={selected.has(record.id)}
          onChange={() => onToggle(record.id)}
          slotProps={{ input: { 'aria-label': `Select query from ${record.name}` } }}
        />
      ),
    },
    {
      label: 'Name',
      width: '12%',
      header: <SortHeader label="Name" field="name" sort={sort} onSort={onSort} />,
      cell: (record) => (
        // The reference rides in the name's two lines, so a row stays as low as before.
        <Clamp lines={2} title={record.reference ? `${record.name} (${record.reference})` : record.name}>
          <Link component={RouterLink} to={`/dashboard/query/${encodeURIComponent(record.id)}`} sx={{ fontWeight: 600 }}>
            {record.name}
          </Link>
          {record.reference ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75, whiteSpace: 'nowrap' }}>
              {record.reference}
            </Typography>
          ) : null}
        </Clamp>
      ),
    },
    {
      label: 'Email',
      width: '18%',
      cell: (record) => <Clamp title={record.email}>{record.email}</Clamp>,
    },
    { label: 'Phone', width: 128, hideBelow: 1240, cell: (record) => <Clamp title={record.phone}>{record.phone}</Clamp> },
    {
      label: 'Message',
      cell: (record) => (
        <Clamp lines={2} title={record.message}>
          {truncateMessage(record.message)}
        </Clamp>
      ),
    },
    // The Status column is verification; the support workflow has a column of its own.
    { label: 'Status', width: 96, hideBelow: 1440, cell: (record) => <StatusBadge verified={record.isVerified} /> },
    {
      label: 'Workflow',
      width: 112,
      header: <SortHeader label="Workflow" field="status" sort={sort} onSort={onSort} />,
      cell: (record) => (
        <>
          <WorkflowChip status={record.status} />
          <OverdueMark replyDueAt={record.replyDueAt} />
        </>
      ),
    },
    {
      label: 'Assignee',
      width: 136,
      hideBelow: 1000,
      cell: (record) => {
        const assignee = record.assignee?.email ?? 'Unassigned';
        return <Clamp title={assignee}>{assignee}</Clamp>;
      },
    },
    {
      label: 'Received',
      width: 112,
      hideBelow: 760,
      header: <SortHeader label="Received" field="createdAt" sort={sort} onSort={onSort} />,
      cell: (record) => <TwoLineTime iso={record.createdAt} />,
    },
    {
      label: 'Actions',
      width: 84,
      cell: (record) => <RowActions name={`query from ${record.name}`} onView={() => onView(record)} onDelete={() => onDelete(record)} />,
    },
  ];
  return (
    <DataTable
      label="Customer queries"
      rows={queries}
      columns={columns}
      paper={false}
      fixed
      selected={(record) => selected.has(record.id)}
    />
  );
}
