import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { QueryRecord } from '../providers/data-provider';
import { StatusBadge } from './status-badge';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The whole query: message, name, e-mail, phone and status. */
export function QueryViewDialog({ record, onClose }: { record?: QueryRecord; onClose: () => void }) {
  return (
    <Dialog open={Boolean(record)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="query-view-title" aria-describedby="query-view-subtitle">
      {record && (
        <>
          <DialogTitle id="query-view-title" sx={{ pb: 0 }}>
            Query from {record.name}
          </DialogTitle>
          <Typography id="query-view-subtitle" variant="body2" color="text.secondary" sx={{ px: 3, pb: 2 }}>
            Submitted customer inquiry details
          </Typography>
          <DialogContent dividers>
            <Typography component="h3" variant="subtitle2" color="text.secondary">
              Message
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>{record.message}</Typography>
            <dl style={{ margin: 0 }}>
              <Field term="Name">{record.name}</Field>
              <Field term="Email">
                <Link href={`mailto:${record.email}`}>{record.email}</Link>
              </Field>
              <Field term="Phone">{record.phone}</Field>
              <Field term="Status">
                <StatusBadge verified={record.isVerified} />
              </Field>
            </dl>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
