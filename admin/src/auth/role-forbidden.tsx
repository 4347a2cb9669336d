import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePermissions } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { messages, roleLabels } from '@agency/contract';

import { failureMessage } from '../providers/http';
import { PageHeader } from '../ui/page-header';
import { startScreen, useRole } from './access';

/** A screen of another role, opened by its address: says so, and leads to where this role starts. */
export function RoleForbidden() {
  const role = useRole();
  const start = startScreen(role);
  return (
    <>
      <PageHeader title={messages.roleForbidden} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">
          {role ? `You are signed in as ${roleLabels[role]}. ` : ''}An owner of the agency can change your role.
        </Alert>
        <Button component={RouterLink} to={start.path} variant="contained">
          Go to {start.label}
        </Button>
      </Stack>
    </>
  );
}

/** The signed-in person could not be read (no answer, a server error): nothing is shown until they are. */
export function AccountUnavailable() {
  const { error, refetch, isFetching } = usePermissions();
  return (
    <>
      <PageHeader title="Your Account" />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{failureMessage(error, messages.somethingWrongRetry)}</Alert>
        <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </Stack>
    </>
  );
}
