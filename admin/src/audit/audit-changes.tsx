import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';

import type { AuditEntry } from '@agency/contract';

/** A value longer than this is cut in the compact view (the whole shows on hover and when expanded). */
export const valuePreview = 40;
/** The fields the compact view shows; the rest wait for "Show all". */
export const fieldsPreview = 3;

/** A recorded value as text: strings as they are, nothing as "—", anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

function Value({ value, whole }: { value: unknown; whole: boolean }) {
  const text = valueText(value);
  if (whole || text.length <= valuePreview) return <span>{text}</span>;
  return <span title={text}>{`${text.slice(0, valuePreview)}…`}</span>;
}

const needsMore = (changes: NonNullable<AuditEntry['changes']>) =>
  Object.keys(changes).length > fieldsPreview ||
  Object.values(changes).some(({ from, to }) => valueText(from).length > valuePreview || valueText(to).length > valuePreview);

/**
 * An entry's changes, one line a field: "price: 10 → 20". Compact by default: the first few
 * fields, long values cut (the whole on hover); "Show all" shows every field whole.
 */
export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (!changes || Object.keys(changes).length === 0) return <span>—</span>;
  const fields = Object.entries(changes);
  const shown = expanded ? fields : fields.slice(0, fieldsPreview);
  const hidden = fields.length - shown.length;
  return (
    <Box>
      <Box
        component="ul"
        id={listId}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          fontSize: '0.8125rem',
          overflowWrap: 'anywhere',
          whiteSpace: expanded ? 'pre-wrap' : 'normal',
        }}
      >
        {shown.map(([field, { from, to }]) => (
          <li key={field}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {field}
            </Box>
            : <Value value={from} whole={expanded} /> → <Value value={to} whole={expanded} />
          </li>
        ))}
      </Box>
      {needsMore(changes) && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          {expanded ? 'Show less' : hidden > 0 ? `Show all (${hidden} more)` : 'Show all'}
        </Button>
      )}
    </Box>
  );
}
