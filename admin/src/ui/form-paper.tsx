import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The widest a form gets: one line of a field stays readable in the 1,560 px content area. */
export const formMaxWidth = 760;

/** Every form screen's sheet (packages, categories, team members, the password): one width for all. */
export function FormPaper({ children }: { children: ReactNode }) {
  return <Paper sx={{ p: 3, maxWidth: formMaxWidth }}>{children}</Paper>;
}
