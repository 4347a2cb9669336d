import Chip from '@mui/material/Chip';

/** Verified or Pending (spec section 3). */
export function StatusBadge({ verified }: { verified: boolean }) {
  return <Chip size="small" label={verified ? 'Verified' : 'Pending'} color={verified ? 'success' : 'warning'} variant="outlined" />;
}
