import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useId, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { FormTextField } from './form-text-field';

interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete: string;
  /** Shown under the field until an error takes its place: the rules, before the person submits. */
  helperText?: string;
}

/** A password field whose text can be shown and hidden again, so a long password can be checked before it is sent. */
export function PasswordField<T extends FieldValues>({ control, name, label, autoComplete, helperText }: PasswordFieldProps<T>) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      id={id}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      helperText={helperText}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* One name for every such button ("Show password"): the field's label would make it a second match for it. */}
              <IconButton
                aria-label="Show password"
                aria-controls={id}
                aria-pressed={shown}
                onClick={() => setShown((now) => !now)}
                edge="end"
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
