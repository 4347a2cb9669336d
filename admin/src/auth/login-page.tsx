import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { loginSchema, messages, type LoginInput } from '@agency/contract';

import { useFormToast } from '../layout/toast';
import { forgetSignInNotice, readSignInNotice, signIn } from '../providers/auth-provider';
import { failureMessage } from '../providers/http';
import { FormTextField } from '../ui/form-text-field';
import { AuthScreen } from './auth-screen';

/**
 * /login, outside <Admin> (it has none of its contexts): it calls the auth provider's
 * sign-in directly and then enters the dashboard.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const toast = useFormToast();
  // Read while rendering, forgotten once on screen: navigations are transitions, and a render
  // React throws away must not take the notice with it.
  const [notice] = useState(readSignInNotice);
  useEffect(forgetSignInNotice, []);
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
      toast(messages.loginSuccess, 'success');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast(failureMessage(error, messages.loginFailed), 'error');
    }
  });

  return (
    <AuthScreen title="Sign In">
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
          <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
          <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
            Forgot password?
          </Link>
        </Stack>
      </form>
    </AuthScreen>
  );
}
