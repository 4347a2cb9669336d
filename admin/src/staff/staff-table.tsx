import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useDelete, useNotify, useUpdate } from 'react-admin';

import { messages, roleLabels, roles, type Role, type StaffAccount } from '@agency/contract';

import { isRole, useReadMeAgain } from '../auth/access';
import { resources, type StaffChange, type StaffInvite, type StaffRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { formatRelative, formatTime } from '../ui/format-time';
import { RowActions } from '../ui/row-actions';

const statusLabels: Record<StaffAccount['status'], string> = { active: 'Active', invited: 'Invited', disabled: 'Disabled' };

/** Dark text on a pale fill, above 7:1 (as the deliveries' states). */
const statusColors: Record<StaffAccount['status'], { bgcolor: string; color: string }> = {
  active: { bgcolor: '#dcfce7', color: '#166534' },
  invited: { bgcolor: '#e0f2fe', color: '#075985' },
  disabled: { bgcolor: '#e5e7eb', color: '#374151' },
};

/**
 * A change of one account, waited for (the server may refuse it: the last owner stays, 409), its
 * answer a toast. A change of one's own account reads the person again: their screens may change.
 */
function useChangeAccount(account: StaffRecord, isMe: boolean) {
  const [update, { isPending }] = useUpdate<StaffRecord>();
  const notify = useNotify();
  const readMeAgain = useReadMeAgain();
  const change = (data: StaffChange, onSettled?: () => void) =>
    update(
      resources.staff,
      { id: account.id, data, previousData: account },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.accountUpdated, { type: 'success' });
          if (isMe) void readMeAgain();
        },
        onError: (error) => notify(failureMessage(error, messages.somethingWrongRetry), { type: 'error' }),
        onSettled,
      },
    );
  return { change, changing: isPending };
}

/** The account's role, changed by choosing another; while the server decides, the choice shows. */
function RoleSelect({ account, isMe }: { account: StaffRecord; isMe: boolean }) {
  const { change, changing } = useChangeAccount(account, isMe);
  const [chosen, setChosen] = useState<Role>();
  return (
    <TextField
      select
      size="small"
      value={chosen ?? account.role}
      disabled={changing}
      onChange={(event) => {
        const role = event.target.value;
        if (!isRole(role) || role === account.role) return;
        setChosen(role);
        change({ role }, () => setChosen(undefined));
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Role of ${account.email}` } }}
      sx={{ minWidth: 130 }}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </TextField>
  );
}

/** Resend (an invitation not yet taken up), Disable or Enable, and Delete after a question. */
function AccountActions({ account, isMe }: { account: StaffRecord; isMe: boolean }) {
  const { change, changing } = useChangeAccount(account, isMe);
  const [resend, { isPending: resending }] = useCreate<StaffInvite, unknown, StaffRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete<StaffRecord>();
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const readMeAgain = useReadMeAgain();
  const onError = (error: unknown) => notify(failureMessage(error, messages.somethingWrongRetry), { type: 'error' });
  const disabled = account.status === 'disabled';

  const sendAgain = () =>
    resend(
      resources.staff,
      { data: { email: account.email, role: account.role, ...(account.name ? { name: account.name } : {}) } },
      { onSuccess: () => notify(messages.inviteSent, { type: 'success' }), onError },
    );
  const remove = () =>
    deleteOne(
      resources.staff,
      { id: account.id, previousData: account },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.accountDeleted, { type: 'success' });
          if (isMe) void readMeAgain();
        },
        onError,
        onSettled: () => setAsking(false),
      },
    );

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {account.status === 'invited' && (
        <Button size="small" onClick={sendAgain} disabled={resending} aria-label={`Resend invitation to ${account.email}`}>
          Resend
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        color={disabled ? 'primary' : 'warning'}
        onClick={() => change({ disabled: !disabled })}
        disabled={changing}
        aria-label={`${disabled ? 'Enable' : 'Disable'} ${account.email}`}
      >
        {disabled ? 'Enable' : 'Disable'}
      </Button>
      <RowActions name={account.email} deleting={deleting} onDelete={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        title={`Delete ${account.email}?`}
        text={
          isMe
            ? 'This is your own account: you will be signed out and cannot sign in again.'
            : 'The account is removed and can no longer sign in. This cannot be undone.'
        }
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

function LastSignIn({ at }: { at: string | null }) {
  if (!at) return <Typography color="text.secondary">Never</Typography>;
  return (
    <Box>
      <Box component="time" dateTime={at} sx={{ display: 'block' }}>
        {formatRelative(at)}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatTime(at)}
      </Typography>
    </Box>
  );
}

/** The accounts: name, e-mail, role (a select), status, last sign-in and the row's actions. `me` marks the signed-in person's. */
export function StaffTable({ accounts, me }: { accounts: StaffRecord[]; me: string | undefined }) {
  return (
    <DataTable
      label="Staff accounts"
      rows={accounts}
      empty="No accounts yet."
      columns={[
        {
          label: 'Name',
          cell: (account) => (
            <>
              {account.name ?? '—'}
              {account.id === me && <Chip size="small" label="You" sx={{ ml: 1 }} />}
            </>
          ),
          sx: { fontWeight: 600 },
        },
        { label: 'Email', cell: (account) => account.email, sx: { overflowWrap: 'anywhere' } },
        { label: 'Role', cell: (account) => <RoleSelect account={account} isMe={account.id === me} /> },
        {
          label: 'Status',
          cell: (account) => (
            <Chip size="small" label={statusLabels[account.status]} sx={{ ...statusColors[account.status], fontWeight: 600 }} />
          ),
        },
        { label: 'Last sign-in', cell: (account) => <LastSignIn at={account.lastSignInAt} />, sx: { whiteSpace: 'nowrap' } },
        { label: 'Actions', cell: (account) => <AccountActions account={account} isMe={account.id === me} /> },
      ]}
    />
  );
}
