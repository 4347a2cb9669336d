import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** The form's control; `TOut` is what its resolver turns the values into. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** An MUI text field bound to a react-hook-form field, with its error as helper text. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({ control, name, helperText, ...props }: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
