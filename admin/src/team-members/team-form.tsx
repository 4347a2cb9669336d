import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';

import { teamMemberSchema, type TeamMemberInput } from '@agency/contract';

import type { TeamMemberRecord, TeamMemberWrite } from '../providers/data-provider';
import { FormPaper } from '../ui/form-paper';
import { FormTextField } from '../ui/form-text-field';
import { applyServerErrors } from '../ui/server-errors';
import { PanelNote } from '../ui/two-tools';
import { ImageInput } from './image-input';
import { SkillsInput } from './skills-input';

// The schema's input type: skills may be absent (it defaults to none).
type TeamFormValues = { name: string; role: string; email: string; skills?: string[] };
const fields = ['name', 'role', 'email', 'skills'] as const;

interface TeamFormProps {
  record?: TeamMemberRecord;
  submitLabel: string;
  busyLabel: string;
  /** Saves; a thrown error is shown on the form (field errors on their fields). */
  onSubmit: (data: TeamMemberWrite) => Promise<void>;
  /** Shown above the save button (the warning about a newer panel draft). */
  notice?: ReactNode;
}

/** The create and edit form of a team member. */
export function TeamForm({ record, submitLabel, busyLabel, onSubmit, notice }: TeamFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const { control, handleSubmit, formState, setError } = useForm<TeamFormValues, unknown, TeamMemberInput>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: { name: record?.name ?? '', role: record?.role ?? '', email: record?.email ?? '', skills: record?.skills ?? [] },
  });
  const skills = useController({ control, name: 'skills' });

  const submit = handleSubmit(async (input) => {
    setFormError(undefined);
    setFileError(undefined);
    try {
      await onSubmit({ ...input, file });
    } catch (error) {
      const unplaced = applyServerErrors(error, fields, setError);
      // The image is not a form field: its refusal (wrong type, too large) goes under the picker.
      if (unplaced && /image/i.test(unplaced)) setFileError(unplaced);
      else setFormError(unplaced);
    }
  });

  return (
    <FormPaper>
      <form onSubmit={submit} noValidate aria-label={submitLabel}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="role" label="Role" required />
          <FormTextField control={control} name="email" label="Email" type="email" required />
          <SkillsInput value={skills.field.value ?? []} onChange={skills.field.onChange} error={skills.fieldState.error?.message} />
          <ImageInput currentUrl={record?.profileImage} onChange={setFile} error={fileError} />
          {formError && <Alert severity="error">{formError}</Alert>}
          {notice}
          <PanelNote collection="team-members" id={record?.id} />
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? busyLabel : submitLabel}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormPaper>
  );
}
