import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, useNotify, type SortPayload } from 'react-admin';

import { endpoints, messages } from '@agency/contract';

import { inboxResources, queryFilterParams, wholeList, type QueryListFilter, type StaffUserRecord } from '../providers/data-provider';
import { downloadFile, failureMessage } from '../providers/http';
import { usePhone } from '../ui/use-phone';
import { defaultQuerySort } from './query-table';
import { AssigneeSelect, StatusSelect, WaitingSelect } from './workflow-selects';

/** The orders a phone offers in a list (a table's headers do it from 900 px up). */
const sortChoices: { label: string; sort: SortPayload }[] = [
  { label: 'Newest first', sort: defaultQuerySort },
  { label: 'Oldest first', sort: { field: 'createdAt', order: 'ASC' } },
  { label: 'Name', sort: { field: 'name', order: 'ASC' } },
  { label: 'Workflow', sort: { field: 'status', order: 'ASC' } },
];
const sortKey = (sort: SortPayload) => `${sort.field}:${sort.order}`;

interface QueryFiltersProps {
  filter: QueryListFilter;
  onFilter: (change: Partial<Omit<QueryListFilter, 'searchTerm'>>) => void;
  sort: SortPayload;
  onSort: (sort: SortPayload) => void;
}

/** Status, assignee, waiting-for-a-reply and received-between filters (kept in the URL by the list), the phone's order, and Export CSV of what the filters match. */
export function QueryFilters({ filter, onFilter, sort, onSort }: QueryFiltersProps) {
  const phone = usePhone();
  const notify = useNotify();
  // The staff list is read when the assignee filter is used (or set by the URL), not with every list.
  const [assigneeWanted, setAssigneeWanted] = useState(false);
  const staff = useGetList<StaffUserRecord>(inboxResources.users, wholeList, { enabled: assigneeWanted || Boolean(filter.assignee) });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(endpoints.queries.export.href(), queryFilterParams(filter, sort), `queries-${day}.csv`);
    } catch (error) {
      notify(failureMessage(error, messages.queryExportFailed, messages.somethingWrongRetry), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
      <StatusSelect
        any="All statuses"
        value={filter.status ?? ''}
        onChange={(status) => onFilter({ status })}
        sx={{ minWidth: 160, flex: { xs: '1 1 140px', md: '0 0 auto' }, bgcolor: 'background.paper' }}
      />
      <AssigneeSelect
        value={filter.assignee ?? ''}
        onChange={(assignee) => onFilter({ assignee: assignee || undefined })}
        staff={staff.data}
        choices={[
          ['', 'Anyone'],
          ['none', 'Unassigned'],
        ]}
        onFocus={() => setAssigneeWanted(true)}
        onPointerEnter={() => setAssigneeWanted(true)}
        sx={{ minWidth: 200, flex: { xs: '1 1 140px', md: '0 0 auto' }, bgcolor: 'background.paper' }}
      />
      <WaitingSelect
        value={filter.waiting ?? ''}
        onChange={(waiting) => onFilter({ waiting })}
        sx={{ minWidth: 170, flex: { xs: '1 1 140px', md: '0 0 auto' }, bgcolor: 'background.paper' }}
      />
      <TextField
        type="date"
        label="Received from"
        size="small"
        value={filter.from ?? ''}
        onChange={(event) => onFilter({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.to } }}
        sx={{ flex: { xs: '1 1 140px', md: '0 0 auto' }, bgcolor: 'background.paper' }}
      />
      <TextField
        type="date"
        label="Received to"
        size="small"
        value={filter.to ?? ''}
        onChange={(event) => onFilter({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.from } }}
        sx={{ flex: { xs: '1 1 140px', md: '0 0 auto' }, bgcolor: 'background.paper' }}
      />
      {phone && (
        <TextField
          select
          label="Sort by"
          size="small"
          value={sortKey(sort)}
          onChange={(event) => onSort(sortChoices.find((choice) => sortKey(choice.sort) === event.target.value)?.sort ?? defaultQuerySort)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 140px', bgcolor: 'background.paper' }}
        >
          {sortChoices.map((choice) => (
            <option key={choice.label} value={sortKey(choice.sort)}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting} sx={{ ml: { md: 'auto' } }}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </Box>
  );
}
