import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useDataProvider } from 'react-admin';

import { changePasswordSchema, messages, type ChangePasswordInput } from '@agency/contract';

import { useToast } from '../layout/toast';
import { useSignOut } from '../layout/use-sign-out';
import type { AgencyDataProvider } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { FormTextField } from '../ui/form-text-field';
import { PageHeader } from '../ui/page-header';
import { applyServerErrors } from '../ui/server-errors';

const fields = ['oldPassword', 'newPassword'] as const;

/** /dashboard/change-password: on success the session ends and the person signs in again. */
export function ChangePasswordPage() {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const signOut = useSignOut();
  // The root toast stack, not react-admin's: the toast must outlive the dashboard.
  const toast = useToast();
  const { control, handleSubmit, formState, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await dataProvider.changePassword(values);
    } catch (error) {
      applyServerErrors(error, fields, setError);
      toast(failureMessage(error, messages.passwordChangeFailed), 'error');
      return;
    }
    toast(messages.passwordChanged, 'success');
    // The server ended every session of the account: the token is dead, sign in again.
    await signOut();
  });

  return (
    <>
      <PageHeader title="Change Password" />
      <Paper sx={{ p: 3, maxWidth: 520 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            <FormTextField control={control} name="oldPassword" label="Old Password" type="password" autoComplete="current-password" />
            <FormTextField control={control} name="newPassword" label="New Password" type="password" autoComplete="new-password" />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {formState.isSubmitting ? 'Changing Password...' : 'Change Password'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
