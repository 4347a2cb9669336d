import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { PackageRecord } from '../providers/data-provider';
import { formatPrice } from '../ui/price';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600, mt: 1.5 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The package's details: name, description, price with basis, features, category, payment URL. */
export function PackageViewDialog({ record, onClose }: { record?: PackageRecord; onClose: () => void }) {
  return (
    <Dialog open={Boolean(record)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="package-view-title">
      {record && (
        <>
          <DialogTitle id="package-view-title">{record.name}</DialogTitle>
          <DialogContent dividers>
            <dl style={{ margin: 0 }}>
              <Row term="Description">{record.description}</Row>
              <Row term="Price">
                {formatPrice(record.price)} {record.priceBasis}
              </Row>
              <Row term="Features">
                <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                  {record.features.map((feature, index) => (
                    <li key={index}>{feature}</li>
                  ))}
                </ul>
              </Row>
              <Row term="Category">{record.category?.name}</Row>
              <Row term="Payment Redirect URL">
                <Link href={record.paymentRedirectURL} target="_blank" rel="noopener noreferrer">
                  {record.paymentRedirectURL}
                </Link>
              </Row>
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
