import styled from '@emotion/styled';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

import { color, font } from '../config/theme';
import { toastStore } from '../lib/toast';

// notistack's own greens and blues are too light for white text (WCAG AA needs 4.5:1).
const Content = styled(MaterialDesignContent)({
  fontFamily: font.body,
  '&.notistack-MuiContent-default': { backgroundColor: '#2b2640' },
  '&.notistack-MuiContent-success': { backgroundColor: color.success },
  '&.notistack-MuiContent-error': { backgroundColor: color.danger },
  '&.notistack-MuiContent-info': { backgroundColor: color.ink },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
});

const components = { default: Content, success: Content, error: Content, info: Content, warning: Content };

/** notistack, top-right, three at a time, each with a close button; durations come with each toast. */
export default function Toaster() {
  useEffect(() => toastStore.connect(({ message, options }) => void enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={4000}
      Components={components}
      action={(key) => (
        <button
          type="button"
          aria-label="Close notification"
          onClick={() => closeSnackbar(key)}
          css={{ background: 'transparent', border: 0, color: 'inherit', font: `600 20px ${font.body}`, minWidth: 44, minHeight: 44, cursor: 'pointer', borderRadius: 6, '&:focus-visible': { outline: `2px solid ${color.onDark}` } }}
        >
          ×
        </button>
      )}
    />
  );
}
