import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import type { QueryRecord } from '../providers/data-provider';
import { DataTable, type Column } from '../ui/data-table';
import { formatTime } from '../ui/format-time';
import { RowActions } from '../ui/row-actions';
import { truncateMessage } from './pagination';
import { WorkflowChip } from './query-status';
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

/** The verified queries of a page: the spec's columns, plus selection, workflow, assignee and time received. */
export function QueryTable({ queries, onView, onDelete, sort, onSort, selectedIds, onToggle, onToggleAll }: QueryTableProps) {
  const selected = new Set(selectedIds);
  const allSelected = queries.length > 0 && queries.every((record) => selected.has(record.id));
  const someSelected = !allSelected && queries.some((record) => selected.has(record.id));
  const columns: Column<QueryRecord>[] = [
    {
      label: 'Select',
      header: (
        <Checkbox
          size="small"
          checked={allSelected}
          indeterminate={someSelected}
          onChange={onToggleAll}
          slotProps={{ input: { 'aria-label': 'Select all queries on this page' } }}
        />
      ),
      headerSx: { width: 48 },
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
      header: <SortHeader label="Name" field="name" sort={sort} onSort={onSort} />,
      cell: (record) => (
        <Link component={RouterLink} to={`/dashboard/query/${encodeURIComponent(record.id)}`} sx={{ fontWeight: 600 }}>
          {record.name}
        </Link>
      ),
    },
    { label: 'Email', cell: (record) => record.email, sx: { overflowWrap: 'anywhere' } },
    { label: 'Phone', cell: (record) => record.phone, sx: { whiteSpace: 'nowrap' } },
    { label: 'Message', cell: (record) => truncateMessage(record.message), sx: { maxWidth: 420, overflowWrap: 'anywhere' } },
    // The spec's Status column is verification; the support workflow (issue 13) has a column of its own.
    { label: 'Status', cell: (record) => <StatusBadge verified={record.isVerified} /> },
    {
      label: 'Workflow',
      header: <SortHeader label="Workflow" field="status" sort={sort} onSort={onSort} />,
      cell: (record) => <WorkflowChip status={record.status} />,
    },
    { label: 'Assignee', cell: (record) => record.assignee?.email ?? 'Unassigned', sx: { overflowWrap: 'anywhere' } },
    {
      label: 'Received',
      header: <SortHeader label="Received" field="createdAt" sort={sort} onSort={onSort} />,
      cell: (record) => formatTime(record.createdAt),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      label: 'Actions',
      cell: (record) => <RowActions name={`query from ${record.name}`} onView={() => onView(record)} onDelete={() => onDelete(record)} />,
    },
  ];
  return (
    <DataTable
      label="Customer queries"
      rows={queries}
      columns={columns}
      paper={false}
      selected={(record) => selected.has(record.id)}
    />
  );
}
