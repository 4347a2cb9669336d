import Typography from '@mui/material/Typography';
import { useListController } from 'react-admin';

import { auditActionLabels, auditResourceLabels, limits, messages, type Meta } from '@agency/contract';

import { resources, type AuditListFilter, type AuditRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { totalPagesOf } from '../queries/pagination';
import { QueryPagination } from '../queries/query-pagination';
import { DataTable, type Column } from '../ui/data-table';
import { formatTime } from '../ui/format-time';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { AuditChanges } from './audit-changes';
import { AuditFilters, labelOf } from './audit-filters';

/** The filter without the parts that are unset, so the URL and the list's cache key hold only what is chosen. */
const withoutEmpty = (filter: AuditListFilter): AuditListFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as AuditListFilter;

const columns: Column<AuditRecord>[] = [
  {
    label: 'When',
    cell: (entry) => <time dateTime={entry.at}>{formatTime(entry.at)}</time>,
    sx: { whiteSpace: 'nowrap' },
  },
  // break-word, not anywhere: an address keeps its column as wide as it needs, and breaks only when one cannot be.
  { label: 'Who', cell: (entry) => entry.actor?.email ?? '—', sx: { overflowWrap: 'break-word' } },
  { label: 'Action', cell: (entry) => labelOf(auditActionLabels, entry.action) },
  {
    label: 'Resource',
    cell: (entry) => (
      <>
        {labelOf(auditResourceLabels, entry.resource)}
        {entry.resourceId && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'break-word' }}>
            {entry.resourceId}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'Changes', cell: (entry) => <AuditChanges changes={entry.changes} />, sx: { minWidth: 260, maxWidth: 480 } },
  { label: 'IP', cell: (entry) => entry.ip ?? '—', sx: { overflowWrap: 'break-word' } },
];

/**
 * /dashboard/audit, the owner's: every change through the dashboard or the CMS panel (and the
 * sign-ins), newest first, 50 a page, filtered on the server. The filters and the page are
 * react-admin's list params in the URL; Export CSV saves every entry the filters match.
 */
export function AuditScreen() {
  const list = useListController<AuditRecord>({
    ...screenList,
    resource: resources.audit,
    perPage: limits.adminPageSize,
    sort: { field: 'at', order: 'DESC' },
  });
  const filter: AuditListFilter = list.filterValues;
  const filtered = Boolean(filter.action || filter.resource || filter.from || filter.to);
  const meta: Partial<Meta> | undefined = list.meta;
  const total = meta?.total ?? list.total ?? 0;
  const totalPages = totalPagesOf(total, meta?.limit ?? limits.adminPageSize);

  return (
    <>
      <PageHeader title="Audit log" subtitle="Who changed what, when and from where" />
      <AuditFilters filter={filter} onFilter={(change) => list.setFilters(withoutEmpty({ ...filter, ...change }))} />
      {list.isPending ? (
        <Typography role="status">Loading the audit log...</Typography>
      ) : list.error ? (
        <Typography role="alert" color="error">
          {failureMessage(list.error, messages.somethingWrongRetry)}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {total} {total === 1 ? 'entry' : 'entries'}
          </Typography>
          <DataTable
            label="Audit log"
            rows={list.data ?? []}
            columns={columns}
            empty={filtered ? 'No entries match these filters.' : 'The audit log is empty.'}
          />
          <QueryPagination page={meta?.page ?? list.page} totalPages={totalPages} onChange={list.setPage} />
        </>
      )}
    </>
  );
}
