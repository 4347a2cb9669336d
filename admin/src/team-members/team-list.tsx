import AddIcon from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListController } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { messages } from '@agency/contract';

import defaultAvatar from '../assets/default-avatar.svg';
import { resources, wholeList, type TeamMemberRecord } from '../providers/data-provider';
import { useDeleteToTrash } from '../trash/use-delete-to-trash';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';
import { screenList } from '../ui/screen-list';

/** /dashboard/team: a delete is confirmed first; the server moves the member to the trash, and the toast's Undo brings them back. */
export function TeamList() {
  const team = useListController<TeamMemberRecord>({ ...screenList, resource: resources.team, perPage: wholeList.pagination.perPage });
  const [deleteToTrash, { isPending: deleting }] = useDeleteToTrash<TeamMemberRecord>(resources.team);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirming, setConfirming] = useState<TeamMemberRecord>();

  const confirmDelete = () => {
    if (!confirming) return;
    deleteToTrash(confirming, { deleted: messages.teamDeleted, failed: () => messages.teamDeleteFailed, onSettled: () => setConfirmOpen(false) });
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
