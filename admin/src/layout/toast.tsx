import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type OptionsObject, type SnackbarKey } from 'notistack';
import { useCallback, useRef, type ReactNode } from 'react';

import { toastDurations } from '@agency/contract';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Spec section 9: success 2000 ms; error and the plain kinds 4000 ms. */
export const toastDuration: Record<ToastType, number> = {
  success: toastDurations.success,
  error: toastDurations.error,
  info: toastDurations.blank,
  warning: toastDurations.custom,
};

/** An Undo toast stays long enough to reach the button ("a few seconds", ARCHITECTURE.md). */
export const undoToastDuration = 5000;

/** Spec section 9 names 3 visible at once; the rest wait their turn. */
export const maxVisibleToasts = 3;

export function CloseToastButton({ id }: { id: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton aria-label="Close notification" size="small" color="inherit" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** An Undo toast's buttons: Undo, and close. */
export function UndoAction({ id, onUndo }: { id: SnackbarKey; onUndo: () => void }) {
  return (
    <>
      <Button color="inherit" size="small" onClick={onUndo} sx={{ fontWeight: 700 }}>
        Undo
      </Button>
      <CloseToastButton id={id} />
    </>
  );
}

/**
 * Toasts top-right, stacked, each with a close button. It wraps the whole app so the
 * sign-in page (outside <Admin>) and toasts shown just before leaving the dashboard
 * (change password, sign-out) use the same stack.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={maxVisibleToasts}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={toastDuration.info}
      action={(id) => <CloseToastButton id={id} />}
    >
      {children}
    </SnackbarProvider>
  );
}

/** Shows a toast of a kind with the spec's duration for that kind. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: ReactNode, type: ToastType = 'info', options: OptionsObject = {}) =>
      enqueueSnackbar(message, {
        variant: type === 'info' ? 'default' : type,
        autoHideDuration: toastDuration[type],
        ...options,
      }),
    [enqueueSnackbar],
  );
}

/**
 * A form's toasts: each one closes the one the form showed before it, so only the latest shows
 * (a success never sits beside the error it put right).
 */
export function useFormToast() {
  const toast = useToast();
  const { closeSnackbar } = useSnackbar();
  const latest = useRef<SnackbarKey | undefined>(undefined);
  return useCallback(
    (message: ReactNode, type: ToastType = 'info', options: OptionsObject = {}) => {
      if (latest.current !== undefined) closeSnackbar(latest.current);
      latest.current = toast(message, type, options);
      return latest.current;
    },
    [toast, closeSnackbar],
  );
}

/**
 * A success toast with Undo, for a change already made on the server that another call takes
 * back (a delete, which the trash keeps): Undo closes the toast and runs `onUndo` once.
 */
export function useUndoToast() {
  const toast = useToast();
  const { closeSnackbar } = useSnackbar();
  return useCallback(
    (message: ReactNode, onUndo: () => void) => {
      let undone = false;
      return toast(message, 'success', {
        autoHideDuration: undoToastDuration,
        action: (id) => (
          <UndoAction
            id={id}
            onUndo={() => {
              closeSnackbar(id);
              // The button stays clickable while the toast slides out.
              if (undone) return;
              undone = true;
              onUndo();
            }}
          />
        ),
      });
    },
    [toast, closeSnackbar],
  );
}
