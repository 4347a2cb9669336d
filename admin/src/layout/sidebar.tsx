import CategoryIcon from '@mui/icons-material/Category';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import MovieIcon from '@mui/icons-material/Movie';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MenuItemLink } from 'react-admin';
import type { ReactElement } from 'react';

import { useSignOut } from './use-sign-out';

export const sidebarWidth = 240;

/** MenuItemLink does not add <Admin>'s basename, so these are full paths. */
const mainLinks: { to: string; label: string; icon: ReactElement }[] = [
  { to: '/dashboard/category', label: 'Category', icon: <CategoryIcon /> },
  { to: '/dashboard/package', label: 'Package', icon: <Inventory2Icon /> },
  { to: '/dashboard/team', label: 'Team Members', icon: <PeopleIcon /> },
  { to: '/dashboard/query', label: 'Query', icon: <MailIcon /> },
];

/** The always-open sidebar: brand, the four screens, and at the bottom the account links. */
export function Sidebar() {
  const signOut = useSignOut();
  return (
    <Box
      component="nav"
      aria-label="Dashboard"
      sx={{
        width: sidebarWidth,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#111827',
        color: '#e5e7eb',
        '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
        '& a, & .MuiListItemButton-root, & .MuiMenuItem-root': { color: '#d1d5db' },
        // Doubled class: react-admin's own active style must not turn the text dark on the dark sidebar.
        '& .RaMenuItemLink-active.RaMenuItemLink-active, & .RaMenuItemLink-active .MuiListItemIcon-root': {
          bgcolor: 'rgba(255,255,255,0.14)',
          color: '#fff',
          fontWeight: 600,
        },
      }}
    >
      {/* The public site is another app on this origin: a plain link loads it. */}
      <Box
        component="a"
        href="/"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2.5, textDecoration: 'none', color: '#fff' }}
      >
        <MovieIcon />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          Agency Dashboard
        </Typography>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List sx={{ flexGrow: 1 }}>
        {mainLinks.map((link) => (
          <MenuItemLink key={link.to} to={link.to} primaryText={link.label} leftIcon={link.icon} role="link" />
        ))}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List>
        <MenuItemLink to="/dashboard/change-password" primaryText="Change Password" leftIcon={<LockResetIcon />} role="link" />
        <ListItemButton component="a" href="/">
          <ListItemIcon>
            <HomeIcon />
          </ListItemIcon>
          <ListItemText primary="Home" />
        </ListItemButton>
        <ListItemButton onClick={() => void signOut()}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Box>
  );
}
