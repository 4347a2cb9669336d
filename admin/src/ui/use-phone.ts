import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** True below 900 px (MUI's `md`): the dashboard is laid out for a phone, a menu drawer and cards for tables. Read at once (`noSsr`), so the first paint is already right. */
export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
