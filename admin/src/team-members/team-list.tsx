import AddIcon from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDelete, useGetList, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { messages } from '@agency/contract';

import defaultAvatar from '../assets/default-avatar.svg';
import { resources, type TeamMemberRecord } from '../providers/data-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

/** /dashboard/team */
export function TeamList() {
  const notify = useNotify();
  const team = useGetList<TeamMemberRecord>(resources.team, everything);
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
        <TableContainer component={Paper}>
          <Table aria-label="Team members">
            <TableHead>
              <TableRow>
                <TableCell>Image</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Skills</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>No team members yet.</TableCell>
                </TableRow>
              )}
              {team.data?.map((member) => (
                <TableRow key={member.id} hover>
                  <TableCell>
                    <Avatar src={member.profileImage ?? defaultAvatar} alt={member.name} />
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{member.name}</TableCell>
                  <TableCell>{member.role}</TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>{member.skills.join(', ')}</TableCell>
                  <TableCell>
                    <RowActions
                      name={member.name}
                      editTo={`/dashboard/edit-team/${encodeURIComponent(member.id)}`}
                      onDelete={() => {
                        setConfirming(member);
                        setConfirmOpen(true);
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
