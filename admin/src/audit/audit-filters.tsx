import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { auditActionLabels, auditResourceLabels, endpoints, messages } from '@agency/contract';

import { auditFilterParams, type AuditListFilter } from '../providers/data-provider';
import { downloadFile, failureMessage } from '../providers/http';

/** A recorded name's label, or the name itself when the dashboard does not know it (a newer action). */
export const labelOf = (labels: Readonly<Record<string, string>>, name: string) => labels[name] ?? name;

/** A label's choices, with a value the URL holds that the list does not know (a newer action) kept choosable. */
function options(labels: Readonly<Record<string, string>>, current: string | undefined): [string, string][] {
  const known = Object.entries(labels);
  return current && !Object.hasOwn(labels, current) ? [...known, [current, current]] : known;
}

interface AuditFiltersProps {
  filter: AuditListFilter;
  onFilter: (change: Partial<AuditListFilter>) => void;
}

const field = { flex: { xs: '1 1 140px', md: '0 0 auto' }, bgcolor: 'background.paper' } as const;

/** Action, resource and the days between (kept in the URL by the list), and Export CSV of every entry they match. */
export function AuditFilters({ filter, onFilter }: AuditFiltersProps) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(endpoints.audit.export.href(), auditFilterParams(filter), `audit-${day}.csv`);
    } catch (error) {
      notify(failureMessage(error, messages.somethingWrongRetry), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
      <TextField
        select
        label="Action"
        size="small"
        value={filter.action ?? ''}
        onChange={(event) => onFilter({ action: event.target.value || undefined })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, ...field }}
      >
        <option value="">All actions</option>
        {options(auditActionLabels, filter.action).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Resource"
        size="small"
        value={filter.resource ?? ''}
        onChange={(event) => onFilter({ resource: event.target.value || undefined })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, ...field }}
      >
        <option value="">All resources</option>
        {options(auditResourceLabels, filter.resource).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        size="small"
        value={filter.from ?? ''}
        onChange={(event) => onFilter({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.to } }}
        sx={field}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={filter.to ?? ''}
        onChange={(event) => onFilter({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.from } }}
        sx={field}
      />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void exportCsv()}
        disabled={exporting}
        sx={{ ml: { md: 'auto' } }}
      >
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </Box>
  );
}
