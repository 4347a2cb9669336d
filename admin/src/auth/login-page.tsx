import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { loginSchema, messages, type LoginInput } from '@agency/contract';
import { brandName } from '@agency/contract/ui-settings';

import { BrandName, dashboardTitle } from '../layout/brand';
import { useFormToast } from '../layout/toast';
import { forgetSignInNotice, readSignInNotice, signIn } from '../providers/auth-provider';
import { failureMessage } from '../providers/http';
import { FormTextField } from '../ui/form-text-field';

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

  useEffect(() => {
    document.title = dashboardTitle('Sign In');
  }, []);

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
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={2}>
        <Box
          role="img"
          aria-label={`${brandName} Dashboard`}
          sx={{ display: 'flex', justifyContent: 'center', mb: 2, fontSize: '1.35rem', color: 'text.primary' }}
        >
          <BrandName size={44} />
        </Box>
        <Typography variant="h1" sx={{ mb: 3, textAlign: 'center' }}>
          Sign In
        </Typography>
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
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
