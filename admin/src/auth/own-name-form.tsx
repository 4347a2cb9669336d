import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useGetIdentity } from 'react-admin';

import { messages, updateUserSchema, type BodyOf, type endpoints } from '@agency/contract';

import { useFormToast } from '../layout/toast';
import { saveOwnName } from '../providers/auth-provider';
import { failureMessage } from '../providers/http';
import { FormPaper } from '../ui/form-paper';
import { FormTextField } from '../ui/form-text-field';
import { applyServerErrors, namesField } from '../ui/server-errors';

type OwnNameInput = BodyOf<typeof endpoints.users.update>;

const fields = ['name'] as const;

function NameForm({ name, onSaved }: { name: string; onSaved: () => Promise<unknown> }) {
  const toast = useFormToast();
  const { control, handleSubmit, formState, setError } = useForm<OwnNameInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: { name },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast(await saveOwnName(values.name ?? ''), 'success');
    } catch (error) {
      const placed = namesField(error, fields);
      applyServerErrors(error, fields, setError);
      if (!placed) toast(failureMessage(error, messages.somethingWrongRetry), 'error');
      return;
    }
    await onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your Name">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          autoComplete="name"
          helperText="Shown in the staff list. Leave it empty to have none."
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {formState.isSubmitting ? 'Saving...' : 'Save Name'}
        </Button>
      </Stack>
    </form>
  );
}

/** "Your Name" on the account page: the signed-in person sets or clears the name on their own account. */
export function OwnNameForm() {
  const { identity, isPending, error, refetch } = useGetIdentity();
  return (
    <FormPaper>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Your Name
      </Typography>
      {isPending ? (
        <Typography role="status">Loading your account...</Typography>
      ) : error || !identity ? (
        <Typography role="alert" color="error">
          {failureMessage(error, messages.somethingWrongRetry)}
        </Typography>
      ) : (
        <NameForm key={String(identity.id)} name={typeof identity.name === 'string' ? identity.name : ''} onSaved={refetch} />
      )}
    </FormPaper>
  );
}
