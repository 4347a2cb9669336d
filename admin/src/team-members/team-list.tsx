import AddIcon from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDelete, useListController, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { messages } from '@agency/contract';

import defaultAvatar from '../assets/default-avatar.svg';
import { resources, wholeList, type TeamMemberRecord } from '../providers/data-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';
import { screenList } from '../ui/screen-list';

/** /dashboard/team */
export function TeamList() {
  const notify = useNotify();
  const team = useListController<TeamMemberRecord>({ ...screenList, resource: resources.team, perPage: wholeList.pagination.perPage });
  const [deleteOne, { isPending: deleting }] = useDelete<TeamMemberRecord>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirming, setConfirming] = useState<TeamMemberRecord>();

  const confirmDelete = () => {
    if (!confirming) return;
    deleteOne(
      resources.team,
      { id: confirming.id, previousData: confirming },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.teamDeleted, { type: 'success' });
          setConfirmOpen(false);
        },
        onError: () => {
          notify(messages.teamDeleteFailed, { type: 'error' });
          setConfirmOpen(false);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Team Members"
        action={
          <Button component={RouterLink} to="/dashboard/add-team" variant="contained" startIcon={<AddIcon />}>
            Add New Team Member
          </Button>
        }
      />
      {team.isPending ? (
        <Typography role="status">Loading team members...</Typography>
      ) : team.error ? (
        <Typography role="alert" color="error">
          {messages.teamListFailed}
        </Typography>
      ) : (
        <DataTable
          label="Team members"
          rows={team.data ?? []}
          empty="No team members yet."
          columns={[
            { label: 'Image', cell: (member) => <Avatar src={member.profileImage ?? defaultAvatar} alt={member.name} /> },
            { label: 'Name', cell: (member) => member.name, sx: { fontWeight: 600 } },
            { label: 'Role', cell: (member) => member.role },
            { label: 'Email', cell: (member) => member.email },
            { label: 'Skills', cell: (member) => member.skills.join(', ') },
            {
              label: 'Actions',
              cell: (member) => (
                <RowActions
                  name={member.name}
                  editTo={`/dashboard/edit-team/${encodeURIComponent(member.id)}`}
                  onDelete={() => {
                    setConfirming(member);
                    setConfirmOpen(true);
                  }}
                />
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title="Delete Team Member"
        text={messages.teamDeleteConfirm}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}
