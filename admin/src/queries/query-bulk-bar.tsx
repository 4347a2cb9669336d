import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDeleteMany, useGetList, useNotify, useUpdateMany } from 'react-admin';

import { messages, queryStatuses } from '@agency/contract';

import { inboxResources, resources, wholeList, type QueryRecord, type StaffUserRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { statusLabels } from './query-status';

interface QueryBulkBarProps {
  selectedIds: string[];
  onDone: () => void;
}

/**
 * What staff can do to the selected queries at once: set their status, assign them (a colleague
 * is told by mail), or delete them. Queries have no trash, so a delete is react-admin's
 * undoable kind: the rows go at once, the server is asked only when the toast has gone
 * without an Undo.
 */
export function QueryBulkBar({ selectedIds, onDone }: QueryBulkBarProps) {
  const notify = useNotify();
  const menuId = useId();
  const assignMenuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [assignAnchor, setAssignAnchor] = useState<HTMLElement | null>(null);
  const staff = useGetList<StaffUserRecord>(inboxResources.users, wholeList, { enabled: selectedIds.length > 0 });
  const [updateMany, { isPending: updating }] = useUpdateMany<QueryRecord>();
  const [deleteMany] = useDeleteMany<QueryRecord>();
  if (selectedIds.length === 0) return null;

  const change = (data: Pick<QueryRecord, 'status'> | Pick<QueryRecord, 'assignee'>) => {
    setAnchor(null);
    setAssignAnchor(null);
    updateMany(
      resources.queries,
      { ids: selectedIds, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.queriesBulkUpdated, { type: 'success' });
          onDone();
        },
        onError: (error) => notify(failureMessage(error, messages.queriesBulkFailed, messages.somethingWrongRetry), { type: 'error' }),
      },
    );
  };

  const remove = () => {
    deleteMany(
      resources.queries,
      { ids: selectedIds },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(messages.queriesBulkDeleted, { type: 'success', undoable: true }),
        onError: (error) => notify(failureMessage(error, messages.queryDeleteFailed, messages.somethingWrongRetry), { type: 'error' }),
      },
    );
    onDone();
  };

  return (
    <Box
      role="toolbar"
      aria-label="Selected queries"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.selected' }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
        {selectedIds.length} selected
      </Typography>
      <Button
        variant="contained"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        disabled={updating}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Set status
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {queryStatuses.map((status) => (
          <MenuItem key={status} onClick={() => change({ status })}>
            {statusLabels[status]}
          </MenuItem>
        ))}
      </Menu>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={assignAnchor ? assignMenuId : undefined}
        aria-expanded={Boolean(assignAnchor)}
        disabled={updating}
        onClick={(event) => setAssignAnchor(event.currentTarget)}
      >
        Assign to
      </Button>
      <Menu id={assignMenuId} anchorEl={assignAnchor} open={Boolean(assignAnchor)} onClose={() => setAssignAnchor(null)}>
        <MenuItem onClick={() => change({ assignee: null })}>Unassigned</MenuItem>
        {staff.isPending && <MenuItem disabled>Loading staff…</MenuItem>}
        {(staff.data ?? []).map((user) => (
          <MenuItem key={user.id} onClick={() => change({ assignee: { _id: String(user.id), email: user.email } })}>
            {user.email}
          </MenuItem>
        ))}
      </Menu>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
        Delete selected
      </Button>
      <Button onClick={onDone}>Clear selection</Button>
    </Box>
  );
}
