import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

import { color, font } from '../config/theme';
import { toastStore } from '../lib/toast';

/** notistack, top-right, three at a time, each with a close button. */
export default function Toaster() {
  useEffect(() => toastStore.connect(({ message, options }) => void enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={4000}
      action={(key) => (
        <button
          type="button"
          aria-label="Close notification"
          onClick={() => closeSnackbar(key)}
          css={{ background: 'transparent', border: 0, color: 'inherit', font: `600 20px ${font.body}`, padding: '4px 10px', cursor: 'pointer', borderRadius: 6, '&:focus-visible': { outline: `2px solid ${color.onDark}` } }}
        >
          ×
        </button>
      )}
    />
  );
}
