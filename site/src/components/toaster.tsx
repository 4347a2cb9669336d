import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';

import { color, font, headerHeight } from '../config/theme';
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

// Top-right as the spec says, but below the fixed top bar: never over the logo, the links or the menu button.
// Doubled to outrank notistack's own `top`, whichever style sheet comes last.
const belowHeader = { '.notistack-SnackbarContainer.notistack-SnackbarContainer': { top: headerHeight + 4 } };

/** notistack, top-right below the top bar, three at a time, each with a close button; durations come with each toast. */
export default function Toaster() {
  useEffect(() => {
    // The toast each form shows now: the next one from that form replaces it.
    const latest = new Map<string, SnackbarKey>();
    return toastStore.connect(({ message, options, form }) => {
      const earlier = form ? latest.get(form) : undefined;
      if (earlier !== undefined) closeSnackbar(earlier);
      const key = enqueueSnackbar(message, options);
      if (form) latest.set(form, key);
    });
  }, []);
  return (
    <>
      <Global styles={belowHeader} />
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
            css={{
              background: 'transparent',
              border: 0,
              color: 'inherit',
              font: `600 20px ${font.body}`,
              minWidth: 44,
              minHeight: 44,
              cursor: 'pointer',
              borderRadius: 6,
              '&:focus-visible': { outline: `2px solid ${color.onDark}` },
            }}
          >
            ×
          </button>
        )}
      />
    </>
  );
}
