import CategoryIcon from '@mui/icons-material/Category';
import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MenuItemLink } from 'react-admin';
import type { ReactElement } from 'react';

import { mayOpen, useRole, type Screen } from '../auth/access';
import { BrandName } from './brand';
import { useSignOut } from './use-sign-out';

export const sidebarWidth = 240;
export const sidebarColor = '#111827';

/** MenuItemLink does not add <Admin>'s basename, so these are full paths. Each shows to the roles that may open its screen. */
const mainLinks: { to: string; label: string; icon: ReactElement; screen: Screen }[] = [
  // The trailing slash makes react-admin match it exactly: it is not active on every screen below it.
  { to: '/dashboard/', label: 'Overview', icon: <DashboardIcon />, screen: 'overview' },
  { to: '/dashboard/category', label: 'Category', icon: <CategoryIcon />, screen: 'categories' },
  { to: '/dashboard/package', label: 'Package', icon: <Inventory2Icon />, screen: 'packages' },
  { to: '/dashboard/team', label: 'Team Members', icon: <PeopleIcon />, screen: 'team' },
  { to: '/dashboard/trash', label: 'Trash', icon: <DeleteOutlineIcon />, screen: 'trash' },
  { to: '/dashboard/query', label: 'Query', icon: <MailIcon />, screen: 'queries' },
  { to: '/dashboard/deliveries', label: 'Deliveries', icon: <OutboxIcon />, screen: 'deliveries' },
  { to: '/dashboard/staff', label: 'Staff', icon: <ManageAccountsIcon />, screen: 'staff' },
  { to: '/dashboard/audit', label: 'Audit log', icon: <HistoryIcon />, screen: 'audit' },
];

/**
 * The other apps on this origin, loaded by a plain link: the CMS panel (it opens signed in, the
 * dashboard's sign-in is its cookie too) for the roles it lets in, and the public site for all.
 */
const pageLinks: { href: string; label: string; icon: ReactElement; screen?: Screen }[] = [
  { href: '/cms', label: 'CMS', icon: <EditNoteIcon />, screen: 'cms' },
  { href: '/', label: 'Home', icon: <HomeIcon /> },
];

interface SidebarProps {
  /** In the phone's drawer: closes it (its own Close button, and after following a link). */
  onClose?: () => void;
}

/**
 * The sidebar: brand, the screens, and at the bottom the account links. Always open from
 * 900 px up; on a phone the same links inside the menu drawer (AppLayout), with a Close button.
 */
export function Sidebar({ onClose }: SidebarProps) {
  const signOut = useSignOut();
  const role = useRole();
  const inDrawer = onClose !== undefined;
  return (
    <Box
      component="nav"
      aria-label="Dashboard"
      sx={{
        width: sidebarWidth,
        flexShrink: 0,
        // Fixed, not sticky: a sticky sidebar scrolled away with the page (an ancestor is a scroll container).
        position: inDrawer ? 'static' : 'fixed',
        top: 0,
        left: 0,
        height: inDrawer ? '100%' : '100vh',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: sidebarColor,
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
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box
          component="a"
          href="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2.5, flexGrow: 1, textDecoration: 'none', color: '#fff' }}
        >
          <Typography component="span" sx={{ fontSize: '1.05rem' }}>
            <BrandName size={30} />
          </Typography>
        </Box>
        {inDrawer && (
          // First in the drawer's tab order after the brand; the drawer focuses it on opening.
          <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: '#fff', mr: 1 }} autoFocus>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List component="div" sx={{ flexGrow: 1 }}>
        {mainLinks
          .filter((link) => mayOpen(link.screen, role))
          .map((link) => (
            <MenuItemLink key={link.to} to={link.to} primaryText={link.label} leftIcon={link.icon} role="link" onClick={onClose} />
          ))}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List component="div">
        {mayOpen('account', role) && (
          <MenuItemLink
            to="/dashboard/change-password"
            primaryText="Change Password"
            leftIcon={<LockResetIcon />}
            role="link"
            onClick={onClose}
          />
        )}
        {pageLinks
          .filter((link) => link.screen === undefined || mayOpen(link.screen, role))
          .map((link) => (
            <ListItemButton key={link.href} component="a" href={link.href}>
              <ListItemIcon>{link.icon}</ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
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
