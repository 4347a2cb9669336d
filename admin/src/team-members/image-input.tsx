import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';

import { limits, messages } from '@agency/contract';

import defaultAvatar from '../assets/default-avatar.svg';

/** Reads a file as a data: URL; the CSP allows data: images but not blob: ones. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Image files only: the browser's file type first; the server checks the bytes. */
export function imageFileError(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return messages.imageOnly;
  if (file.size > limits.imageMaxBytes) return messages.imageTooLarge;
  return undefined;
}

interface ImageInputProps {
  /** The member's current image, shown until another is chosen. */
  currentUrl?: string;
  onChange: (file: File | null) => void;
  error?: string;
}

/** The optional profile image with a preview of what was chosen. */
export function ImageInput({ currentUrl, onChange, error }: ImageInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string>();
  const [fileError, setFileError] = useState<string>();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileError(file);
    setFileError(problem);
    if (problem) {
      event.target.value = '';
      setPreview(undefined);
      onChange(null);
      return;
    }
    onChange(file);
    setPreview(await readAsDataUrl(file));
  };

  const shown = error ?? fileError;
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar src={preview ?? currentUrl ?? defaultAvatar} alt={preview ? 'Preview of the chosen image' : 'Current profile image'} sx={{ width: 72, height: 72 }} />
      {/* minWidth 0 and a capped input: the file input's own width must not push a phone's page wider. */}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          Profile Image
        </Typography>
        <Box component="input" id={id} type="file" accept="image/*" onChange={onPick} aria-describedby={`${id}-help`} sx={{ maxWidth: '100%' }} />
        <FormHelperText id={`${id}-help`} error={Boolean(shown)}>
          {shown ?? 'Optional. An image file (JPEG, PNG, WebP, GIF or AVIF), 5 MB at most.'}
        </FormHelperText>
      </Box>
    </Stack>
  );
}
