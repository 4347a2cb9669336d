import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCreate, useNotify } from 'react-admin';

import { accountLimits, inviteSchema, messages, roleLabels, roles, type Role } from '@agency/contract';

import { resources, type StaffInvite, type StaffRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { FormTextField } from '../ui/form-text-field';
import { applyServerErrors, namesField } from '../ui/server-errors';

const fields = ['email', 'name', 'role'] as const;

/** What each role opens, told beside the choice. */
const roleNotes: Record<Role, string> = {
  owner: 'Everything, including the staff accounts.',
  editor: 'Packages, categories, team members and the CMS panel.',
  support: 'Queries, deliveries and the overview.',
};

/** The owner invites a colleague: the address, an optional name and a role; the server mails the link. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [create] = useCreate<StaffInvite, unknown, StaffRecord>();
  const notify = useNotify();
  const { control, handleSubmit, formState, setError } = useForm<StaffInvite>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', name: '', role: 'editor' },
  });
  const role = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit(async ({ email, name, role: chosen }) => {
    try {
      await create(resources.staff, { data: { email, role: chosen, ...(name ? { name } : {}) } }, { returnPromise: true });
    } catch (error) {
      // Said once: under the field the server names (an address already taken), else as a toast.
      const placed = namesField(error, fields);
      applyServerErrors(error, fields, setError);
      if (!placed) notify(failureMessage(error, messages.somethingWrongRetry), { type: 'error' });
      return;
    }
    notify(messages.inviteSent, { type: 'success' });
    onClose();
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Invite a Colleague</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              required
              autoFocus
              helperText={`The invitation's link works for ${accountLimits.inviteHours} hours.`}
            />
            <FormTextField control={control} name="name" label="Name (optional)" autoComplete="off" />
            <FormTextField
              control={control}
              name="role"
              label="Role"
              required
              select
              helperText={roleNotes[role]}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {roles.map((option) => (
                <option key={option} value={option}>
                  {roleLabels[option]}
                </option>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : 'Send Invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
