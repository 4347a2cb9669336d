import Typography from '@mui/material/Typography';

import { PageHeader } from '../ui/page-header';

/** /dashboard: the overview of spec section 2. */
export function Overview() {
  return (
    <>
      <PageHeader title="Welcome to Dashboard" />
      <Typography color="text.secondary">Choose a section in the sidebar to manage packages, categories, team members and queries.</Typography>
    </>
  );
}
