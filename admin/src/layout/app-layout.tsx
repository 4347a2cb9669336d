import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { limits } from '@agency/contract';

import { Sidebar } from './sidebar';

/** The dashboard chrome: the sidebar and the content, capped at 1560 px (spec section 9). */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Box sx={{ maxWidth: limits.dashboardMaxWidth, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
