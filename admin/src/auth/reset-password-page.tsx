import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { limits, messages, newPasswordTwiceSchema, type NewPasswordTwiceInput } from '@agency/contract';

import { useFormToast } from '../layout/toast';
import { resetPassword } from '../providers/auth-provider';
import { ApiRequestError, failureMessage } from '../providers/http';
import { PasswordField } from '../ui/password-field';
import { AuthScreen } from './auth-screen';
import { takeToken } from './link-token';

const askAgain = (
  <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
    Ask for a new link
  </Link>
);

/** /reset-password?token=…: the link of the forgot-password mail. A new password signs the person in. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const toast = useFormToast();
  const [token] = useState(takeToken);
  const [expired, setExpired] = useState(!token);
  const { control, handleSubmit, formState } = useForm<NewPasswordTwiceInput>({
    resolver: zodResolver(newPasswordTwiceSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      toast(await resetPassword({ token, password }), 'success');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage === messages.resetLinkInvalid) setExpired(true);
      else toast(failureMessage(error, messages.passwordResetFailed), 'error');
    }
  });

  return (
    <AuthScreen title="Choose a New Password">
      {expired ? (
        <Stack spacing={2}>
          <Alert severity="error">{messages.resetLinkInvalid}</Alert>
          {askAgain}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Choose a New Password">
          <Stack spacing={2}>
            <PasswordField control={control} name="password" label="New Password" autoComplete="new-password" helperText={`At least ${limits.passwordMin} characters.`} />
            <PasswordField control={control} name="confirm" label="Repeat the New Password" autoComplete="new-password" />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Save and sign in'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
