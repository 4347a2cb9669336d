import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useListController } from 'react-admin';

import { deliveryStates, limits, messages, type Delivery, type Meta } from '@agency/contract';

import { inboxResources, type DeliveryListFilter, type DeliveryRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { totalPagesOf } from '../queries/pagination';
import { QueryPagination } from '../queries/query-pagination';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { DeliveryTable, deliveryRefreshMs, stateLabels } from './delivery-table';

const isState = (value: string): value is Delivery['state'] => deliveryStates.some((state) => state === value);

/**
 * /dashboard/deliveries: every mail the product sent or tried to send (code mails, replies,
 * staff notifications), newest first, filtered by state; a failed one can be queued again.
 * The filter and the page are react-admin's list params in the URL; the list follows the
 * worker while it is open.
 */
export function DeliveryScreen() {
  const list = useListController<DeliveryRecord>({
    ...screenList,
    queryOptions: { ...screenList.queryOptions, refetchInterval: deliveryRefreshMs },
    resource: inboxResources.deliveries,
    perPage: limits.adminPageSize,
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const filter: DeliveryListFilter = list.filterValues;
  const meta: Partial<Meta> | undefined = list.meta;
  const total = meta?.total ?? list.total ?? 0;
  const totalPages = totalPagesOf(total, meta?.limit ?? limits.adminPageSize);

  return (
    <>
      <PageHeader title="Deliveries" subtitle="Every mail to customers and staff, and what became of it" />
      <TextField
        select
        label="State"
        size="small"
        value={filter.state ?? ''}
        onChange={(event) => list.setFilters(isState(event.target.value) ? { state: event.target.value } : {})}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, mb: 3, bgcolor: 'background.paper' }}
      >
        <option value="">All states</option>
        {deliveryStates.map((state) => (
          <option key={state} value={state}>
            {stateLabels[state]}
          </option>
        ))}
      </TextField>
      {list.isPending ? (
        <Typography role="status">Loading deliveries...</Typography>
      ) : list.error ? (
        <Typography role="alert" color="error">
          {failureMessage(list.error, messages.deliveryListFailed, messages.somethingWrongRetry)}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {total} {total === 1 ? 'mail' : 'mails'}
          </Typography>
          <DeliveryTable deliveries={list.data ?? []} withQuery empty={filter.state ? 'No mails in this state.' : 'No mails yet.'} />
          <QueryPagination page={meta?.page ?? list.page} totalPages={totalPages} onChange={list.setPage} />
        </>
      )}
    </>
  );
}
