import Chip from '@mui/material/Chip';

/** Verified or Pending: whether the visitor confirmed the query with its code. */
export function StatusBadge({ verified }: { verified: boolean }) {
  return <Chip size="small" label={verified ? 'Verified' : 'Pending'} color={verified ? 'success' : 'warning'} variant="outlined" />;
}
