import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ClampProps {
  /** How many lines the text may take before it is cut with an ellipsis. */
  lines?: number;
  /** The whole text, shown on hover (the detail screen shows it too). */
  title: string;
  children: ReactNode;
}

/**
 * A table cell's text cut to a line or two with an ellipsis, so one long address or message
 * cannot make a row hundreds of pixels tall; the full text is its `title`.
 */
export function Clamp({ lines = 1, title, children }: ClampProps) {
  const sx: SxProps<Theme> =
    lines === 1
      ? { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
      : {
          display: '-webkit-box',
          WebkitLineClamp: lines,
          WebkitBoxOrient: 'vertical' as const,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        };
  return (
    <Box component="span" title={title} sx={[sx, { maxWidth: '100%' }]}>
      {children}
    </Box>
  );
}
