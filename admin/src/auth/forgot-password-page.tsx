import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { endpoints, forgotPasswordSchema, messages, type ForgotPasswordInput } from '@agency/contract';

import { useFormToast } from '../layout/toast';
import { apiClient, failureMessage } from '../providers/http';
import { FormTextField } from '../ui/form-text-field';
import { AuthScreen } from './auth-screen';

const backToSignIn = (
  <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
    Back to sign in
  </Link>
);

/**
 * /forgot-password: mails a link to choose a new password. The server answers alike whether or
 * not an account uses the address, and so does this page.
 */
export function ForgotPasswordPage() {
  const toast = useFormToast();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await apiClient.call(endpoints.auth.forgotPassword, { body: values })).message);
    } catch (error) {
      toast(failureMessage(error, messages.resetLinkFailed), 'error');
    }
  });

  return (
    <AuthScreen title="Forgot Password">
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {sent}
          </Alert>
          {backToSignIn}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Forgot Password">
          <Stack spacing={2}>
            <Typography>Enter your account’s e-mail address and we will send you a link to choose a new password.</Typography>
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'Send the link'}
            </Button>
            {backToSignIn}
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
