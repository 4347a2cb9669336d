import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useCreate, useNotify, useUpdate, type RaRecord } from 'react-admin';

import { limits, messages, priceBases, type PackageInput } from '@agency/contract';

import { resources, type CategoryRecord, type PackageRecord } from '../providers/data-provider';
import { FormPaper } from '../ui/form-paper';
import { FormTextField } from '../ui/form-text-field';
import { applyServerErrors } from '../ui/server-errors';
import { DraftConflict, isDraftConflict, PanelNote } from '../ui/two-tools';
import {
  emptyPackageValues,
  packageFields,
  packageFormValues,
  packageResolver,
  type PackageFormValues,
} from './package-form-values';

function FeatureInputs({ control, onChange }: { control: Control<PackageFormValues, unknown, PackageInput>; onChange: (next: string[]) => void }) {
  const features = useWatch({ control, name: 'features' }) ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Features
      </Typography>
      <Stack spacing={1.5}>
        {features.map((_, index) => (
          <Stack direction="row" spacing={1} alignItems="flex-start" key={index}>
            <FormTextField control={control} name={`features.${index}`} label={`Feature ${index + 1}`} size="small" />
            <IconButton
              aria-label={`Remove feature ${index + 1}`}
              disabled={features.length === 1}
              onClick={() => onChange(features.filter((__, i) => i !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...features, ''])}
        disabled={features.length >= limits.featuresMax}
        sx={{ mt: 1 }}
      >
        Add Feature
      </Button>
    </Box>
  );
}

interface PackageFormProps {
  record?: PackageRecord;
  categories: CategoryRecord[];
  onSaved: () => void;
}

/** Create (no record) or edit a package; after a save the screen closes the form. */
export function PackageForm({ record, categories, onSaved }: PackageFormProps) {
  const [create] = useCreate<PackageInput, unknown, PackageRecord>();
  // Written with the category's id; react-admin puts the record the server answers into its lists.
  const [update] = useUpdate<PackageInput & RaRecord>();
  const notify = useNotify();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, formState, setError, setValue, getFieldState } = useForm<PackageFormValues, unknown, PackageInput>({
    resolver: packageResolver,
    defaultValues: record ? packageFormValues(record) : emptyPackageValues(),
  });
  const featuresError = getFieldState('features', formState).error;

  // The values a save sent when it met a newer panel draft: "Publish anyway" sends them again.
  const [conflict, setConflict] = useState<PackageInput>();
  const [publishing, setPublishing] = useState(false);

  const save = async (input: PackageInput, overwriteDraft = false) => {
    setFormError(undefined);
    try {
      if (record) await update(resources.packages, { id: record.id, data: input, meta: { overwriteDraft } }, { returnPromise: true });
      else await create(resources.packages, { data: input }, { returnPromise: true });
    } catch (error) {
      if (isDraftConflict(error)) {
        setConflict(input);
        return;
      }
      notify(messages.packageSaveFailed, { type: 'error' });
      setFormError(applyServerErrors(error, packageFields, setError));
      return;
    }
    setConflict(undefined);
    notify(record ? messages.packageUpdated : messages.packageCreated, { type: 'success' });
    onSaved();
  };
  const onSubmit = handleSubmit((input) => save(input));
  const publishAnyway = async () => {
    if (!conflict) return;
    setPublishing(true);
    await save(conflict, true);
    setPublishing(false);
  };

  const busyLabel = record ? 'Updating...' : 'Creating...';
  const label = record ? 'Update Package' : 'Create Package';
  return (
    <FormPaper>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {record ? `Edit ${record.name}` : 'New Package'}
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Name" required />
          <FormTextField control={control} name="description" label="Description" required multiline minRows={3} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="price"
              label="Price"
              required
              type="number"
              slotProps={{ htmlInput: { min: limits.priceMin, step: limits.priceStep, inputMode: 'decimal' } }}
            />
            <FormTextField control={control} name="priceBasis" label="Price Basis" required select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="">Select a price basis</option>
              {priceBases.map((basis) => (
                <option key={basis} value={basis}>
                  {basis}
                </option>
              ))}
            </FormTextField>
            <FormTextField control={control} name="category" label="Category" required select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </FormTextField>
          </Stack>
          <FormTextField control={control} name="paymentRedirectURL" label="Payment Redirect URL" required type="url" placeholder="https://" />
          <FeatureInputs control={control} onChange={(next) => setValue('features', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />
          {featuresError?.message && <FormHelperText error>{featuresError.message}</FormHelperText>}
          {formError && <Alert severity="error">{formError}</Alert>}
          {record && conflict && <DraftConflict collection="packages" id={record.id} busy={publishing} onPublish={() => void publishAnyway()} />}
          <PanelNote collection="packages" id={record?.id} />
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? busyLabel : label}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormPaper>
  );
}
