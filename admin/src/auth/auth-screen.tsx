import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

import { brandName } from '@agency/contract/ui-settings';

import { BrandName, dashboardTitle } from '../layout/brand';

/** The frame of the pages before the dashboard (sign in, forgot password, reset): the brand, a title, a card. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = dashboardTitle(title);
  }, [title]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={2}>
        <Box role="img" aria-label={`${brandName} Dashboard`} sx={{ display: 'flex', justifyContent: 'center', mb: 2, fontSize: '1.35rem', color: 'text.primary' }}>
          <BrandName size={44} />
        </Box>
        <Typography variant="h1" sx={{ mb: 3, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
