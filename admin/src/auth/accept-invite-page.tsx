import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { acceptInviteSchema, limits, messages, newPasswordTwiceSchema } from '@agency/contract';

import { useFormToast } from '../layout/toast';
import { acceptInvite } from '../providers/auth-provider';
import { ApiRequestError, failureMessage } from '../providers/http';
import { FormTextField } from '../ui/form-text-field';
import { PasswordField } from '../ui/password-field';
import { applyServerErrors, namesField } from '../ui/server-errors';
import { AuthScreen } from './auth-screen';
import { takeToken } from './link-token';

/** The contract's rules: the invitation's name, and the new password typed twice. */
const joinSchema = newPasswordTwiceSchema.safeExtend({ name: acceptInviteSchema.shape.name });

/** The form as the schema reads it: the name may be left out. */
interface JoinValues {
  name?: string;
  password: string;
  confirm: string;
}

const fields = ['name', 'password'] as const;

const toSignIn = (
  <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
    Go to sign in
  </Link>
);

/**
 * /accept-invite?token=…: the link of an owner's invitation. The person chooses a password (and
 * their name), which signs them in. A used or expired link says so and leads to the sign-in page.
 */
export function AcceptInvitePage() {
  const navigate = useNavigate();
  const toast = useFormToast();
  const [token] = useState(takeToken);
  const [expired, setExpired] = useState(!token);
  const { control, handleSubmit, formState, setError } = useForm<JoinValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: { name: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      toast(await acceptInvite({ token, password, ...(name ? { name } : {}) }), 'success');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage === messages.inviteInvalid) {
        setExpired(true);
        return;
      }
      // Said once: under the field the server names, else as a toast (a throttled try, no answer).
      const placed = namesField(error, fields);
      applyServerErrors(error, fields, setError);
      if (!placed) toast(failureMessage(error, messages.somethingWrongRetry), 'error');
    }
  });

  return (
    <AuthScreen title="Join the Team">
      {expired ? (
        <Stack spacing={2}>
          <Alert severity="error">{messages.inviteInvalid}</Alert>
          {toSignIn}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Join the Team">
          <Stack spacing={2}>
            <FormTextField control={control} name="name" label="Your Name (optional)" autoComplete="name" autoFocus />
            <PasswordField
              control={control}
              name="password"
              label="Password"
              autoComplete="new-password"
              helperText={`At least ${limits.passwordMin} characters.`}
            />
            <PasswordField control={control} name="confirm" label="Repeat the Password" autoComplete="new-password" />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Join and sign in'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
