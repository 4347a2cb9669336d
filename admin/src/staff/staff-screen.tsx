import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetIdentity, useListController } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, wholeList, type StaffRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { InviteDialog } from './invite-dialog';
import { StaffTable } from './staff-table';

/**
 * /dashboard/staff, the owner's: every account with its role and status, invitations, a role
 * changed in its row, an account disabled, enabled again or deleted. The server keeps one active
 * owner (409); what it says shows as a toast.
 */
export function StaffScreen() {
  const [inviting, setInviting] = useState(false);
  const accounts = useListController<StaffRecord>({ ...screenList, resource: resources.staff, perPage: wholeList.pagination.perPage });
  const { identity } = useGetIdentity();

  return (
    <>
      <PageHeader
        title="Staff"
        subtitle="Who signs in to the dashboard, and what their role opens"
        action={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite
          </Button>
        }
      />
      {accounts.isPending ? (
        <Typography role="status">Loading accounts...</Typography>
      ) : accounts.error ? (
        <Typography role="alert" color="error">
          {failureMessage(accounts.error, messages.somethingWrongRetry)}
        </Typography>
      ) : (
        <StaffTable accounts={accounts.data ?? []} me={identity?.id === undefined ? undefined : String(identity.id)} />
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </>
  );
}
