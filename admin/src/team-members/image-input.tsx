import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';

import { limits, messages } from '@agency/contract';

import defaultAvatar from '../assets/default-avatar.svg';
import { visuallyHidden } from '../ui/visually-hidden';

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

/** The picker's label, drawn as a small outlined button, with the focus ring of its input. */
const pickerSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  px: 1.25,
  py: 0.5,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'primary.main',
  fontSize: '0.8125rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-within': { outline: '3px solid #f59e0b', outlineOffset: '2px' },
} as const;

/**
 * The optional profile image: a drop zone with a preview. Drop an image on it or choose one (the
 * button is the file input's label, so it works with the keyboard); then Replace or Remove it.
 * Remove takes back the newly chosen image: the member keeps the one they have.
 */
export function ImageInput({ currentUrl, onChange, error }: ImageInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    setFileError(problem);
    if (problem) {
      if (input.current) input.current.value = '';
      setPreview(undefined);
      onChange(null);
      return;
    }
    onChange(file);
    setPreview(await readAsDataUrl(file));
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    setPreview(undefined);
    setFileError(undefined);
    onChange(null);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const shown = error ?? fileError;
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        Profile Image
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: '2px dashed',
          borderColor: shown ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'background.default',
        }}
      >
        <Avatar src={preview ?? currentUrl ?? defaultAvatar} alt={preview ? 'Preview of the chosen image' : 'Current profile image'} sx={{ width: 72, height: 72 }} />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {preview ? 'This image will be saved with the member.' : 'Drag an image here, or choose one.'}
          </Typography>
          <Stack direction="row" spacing={1}>
            {/* A label that looks like a button, not a button: the file input inside it takes the focus and the keys. */}
            <Box component="label" sx={pickerSx}>
              <UploadIcon fontSize="small" />
              {preview || currentUrl ? 'Replace image' : 'Choose image'}
              <Box
                component="input"
                ref={input}
                id={id}
                type="file"
                accept="image/*"
                onChange={(event: ChangeEvent<HTMLInputElement>) => void take(event.target.files?.[0])}
                aria-describedby={`${id}-help`}
                sx={visuallyHidden}
              />
            </Box>
            {preview && (
              <Button variant="text" size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
                Remove image
              </Button>
            )}
          </Stack>
        </Box>
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(shown)}>
        {shown ?? 'Optional. An image file (JPEG, PNG, WebP, GIF or AVIF), 5 MB at most.'}
      </FormHelperText>
    </Box>
  );
}
