import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useDataProvider } from 'react-admin';

import { changePasswordSchema, limits, messages, type ChangePasswordInput } from '@agency/contract';

import { useFormToast } from '../layout/toast';
import { useSignOut } from '../layout/use-sign-out';
import type { AgencyDataProvider } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { FormPaper } from '../ui/form-paper';
import { PageHeader } from '../ui/page-header';
import { PasswordField } from '../ui/password-field';
import { applyServerErrors, namesField } from '../ui/server-errors';
import { OwnNameForm } from './own-name-form';

const fields = ['oldPassword', 'newPassword'] as const;

/** The server's rule for a new password (the contract's schema), told before the person submits. */
const passwordRules = `At least ${limits.passwordMin} characters.`;

/** /dashboard/change-password: on success the session ends and the person signs in again. Below it, their own name. */
export function ChangePasswordPage() {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const signOut = useSignOut();
  // The root toast stack, not react-admin's: the toast must outlive the dashboard.
  const toast = useFormToast();
  const { control, handleSubmit, formState, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await dataProvider.changePassword(values);
    } catch (error) {
      // Said once: under the field the server names (a wrong old password), else as a toast.
      const placed = namesField(error, fields);
      applyServerErrors(error, fields, setError);
      if (!placed) toast(failureMessage(error, messages.passwordChangeFailed), 'error');
      return;
    }
    toast(messages.passwordChanged, 'success');
    // The server ended every session of the account: the token is dead, sign in again.
    await signOut();
  });

  return (
    <>
      <PageHeader title="Change Password" />
      <Stack spacing={3}>
        <FormPaper>
          <form onSubmit={onSubmit} noValidate aria-label="Change Password">
            <Stack spacing={2}>
              <PasswordField control={control} name="oldPassword" label="Old Password" autoComplete="current-password" />
              <PasswordField control={control} name="newPassword" label="New Password" autoComplete="new-password" helperText={passwordRules} />
              <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                {formState.isSubmitting ? 'Changing Password...' : 'Change Password'}
              </Button>
            </Stack>
          </form>
        </FormPaper>
        <OwnNameForm />
      </Stack>
    </>
  );
}
