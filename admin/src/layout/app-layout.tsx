import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { uiSettings } from '@agency/contract';

import { usePhone } from '../ui/use-phone';
import { BrandName } from './brand';
import { Sidebar, sidebarColor, sidebarWidth } from './sidebar';

const menuId = 'dashboard-menu';

function Content({ children }: { children?: ReactNode }) {
  return (
    <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
      <Box sx={{ maxWidth: uiSettings.dashboardMaxWidth, mx: 'auto' }}>{children}</Box>
    </Box>
  );
}

/**
 * The dashboard chrome: the sidebar and the content, capped at 1560 px (`uiSettings.dashboardMaxWidth`).
 * Below 900 px the sidebar would leave a phone 150 px, so it moves into a drawer behind a
 * menu button. The drawer is a modal: focus goes into it and back to the button when it
 * closes (Escape, its Close button, the backdrop, or following a link).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const phone = usePhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // One tree either side of 900 px, the screen always in the same place: crossing the line (a
  // tablet turned) must not remount the screen and lose an open dialog or a half-filled form.
  return (
    <Box sx={{ display: phone ? 'block' : 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {phone ? (
        <Box
          component="header"
          sx={{ position: 'sticky', top: 0, zIndex: 'appBar', display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, bgcolor: sidebarColor, color: '#fff' }}
        >
          <IconButton color="inherit" aria-label="Open menu" aria-controls={menuId} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Typography component="span">
            <BrandName size={26} />
          </Typography>
          <Drawer open={menuOpen} onClose={closeMenu} slotProps={{ paper: { id: menuId, sx: { bgcolor: sidebarColor } } }}>
            <Sidebar onClose={closeMenu} />
          </Drawer>
        </Box>
      ) : (
        // The column keeps the sidebar's place and runs the page's full height in its colour; the
        // sidebar itself is fixed, one screen tall, and stays put while the content scrolls.
        <Box sx={{ width: sidebarWidth, flexShrink: 0, bgcolor: sidebarColor }}>
          <Sidebar />
        </Box>
      )}
      <Content>{children}</Content>
    </Box>
  );
}
