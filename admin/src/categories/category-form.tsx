import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreate, useNotify, useRefresh, useUpdate } from 'react-admin';

import { categorySchema, messages, type CategoryInput } from '@agency/contract';

import { resources, type CategoryRecord } from '../providers/data-provider';
import { FormPaper } from '../ui/form-paper';
import { FormTextField } from '../ui/form-text-field';
import { applyServerErrors } from '../ui/server-errors';
import { PanelNote } from '../ui/two-tools';

/** Create (no record) or rename a category. */
export function CategoryForm({ record, onSaved }: { record?: CategoryRecord; onSaved: () => void }) {
  const [create] = useCreate<CategoryInput, unknown, CategoryRecord>();
  const [update] = useUpdate<CategoryRecord>();
  const refresh = useRefresh();
  const notify = useNotify();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, formState, setError } = useForm<CategoryInput>({
    resolver: zodResolver(categorySchema),
    defaultValues: { name: record?.name ?? '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      if (record) await update(resources.categories, { id: record.id, data: input, previousData: record }, { returnPromise: true });
      else await create(resources.categories, { data: input }, { returnPromise: true });
    } catch (error) {
      notify(messages.categorySaveFailed, { type: 'error' });
      setFormError(applyServerErrors(error, ['name'], setError));
      return;
    }
    notify(record ? messages.categoryUpdated : messages.categoryCreated, { type: 'success' });
    // Packages show their category's name: after a rename, what is on screen is read again.
    if (record) refresh();
    onSaved();
  });

  const label = record ? 'Update Category' : 'Create Category';
  return (
    <FormPaper>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {record ? `Edit ${record.name}` : 'New Category'}
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          {formError && <Alert severity="error">{formError}</Alert>}
          <PanelNote collection="categories" id={record?.id} drafts={false} />
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? (record ? 'Updating...' : 'Creating...') : label}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormPaper>
  );
}
