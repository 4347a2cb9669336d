import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { usePhone } from './use-phone';

export interface Column<T> {
  /** The column's header, and the field's label on a phone's card. */
  label: string;
  /** What the header cell shows instead of the label (a sort button, a select-all box). */
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  /** Styles of the column's body cells on the table. */
  sx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
  /** Left out of the phone's card (the card shows it another way). */
  tableOnly?: boolean;
  /** The column's width on a `fixed` table (px or a share of the table); columns without one share what is left. */
  width?: number | string;
  /**
   * The column's priority on a `fixed` table: it is hidden while the table's box is narrower
   * than this (px), so the least useful columns go first and nothing scrolls sideways.
   */
  hideBelow?: number;
}

interface DataTableProps<T extends { id: string }> {
  /** The table's accessible name (and the card list's). */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** Shown instead of rows when there are none; none for a screen that says so itself. */
  empty?: string;
  /** The table sits on its own paper (false inside a section that is one already). */
  paper?: boolean;
  sx?: SxProps<Theme>;
  /** Marks a row (e.g. a selected one). */
  selected?: (row: T) => boolean;
  /**
   * Column widths are the table's, not its content's (CSS `table-layout: fixed`), cells are
   * dense, and columns with `hideBelow` give way on narrow screens: for a table with many
   * columns and long texts (the inbox), which must stay one screen wide with short rows.
   */
  fixed?: boolean;
}

/**
 * A screen's list: an MUI table from 900 px up; on a phone a stack of cards, one per row,
 * each field under its column's label and every action of the row in its card.
 */
export function DataTable<T extends { id: string }>({ label, rows, columns, empty, paper = true, sx, selected, fixed = false }: DataTableProps<T>) {
  const phone = usePhone();
  if (phone) return <CardList label={label} rows={rows} columns={columns} empty={empty} selected={selected} />;
  const layout = fixed ? fixedLayout : undefined;
  return (
    <TableContainer component={paper ? Paper : 'div'} sx={[fixed && { containerType: 'inline-size' }, ...asArray(sx)]}>
      <Table aria-label={label} size={fixed ? 'small' : 'medium'} sx={layout}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} sx={[{ width: fixed ? column.width : undefined }, priority(column), ...asArray(column.headerSx)]}>
                {column.header ?? column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selected?.(row) ?? false}>
              {columns.map((column) => (
                <TableCell key={column.label} sx={[priority(column), ...asArray(column.sx)]}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/** Dense cells whose content never widens the table. */
const fixedLayout: SxProps<Theme> = { tableLayout: 'fixed', width: '100%', '& .MuiTableCell-root': { px: 1, py: 0.75 } };

/** Hides a column while its table's box (a size container) is narrower than its `hideBelow`. */
const priority = (column: { hideBelow?: number }): SxProps<Theme> =>
  column.hideBelow ? { [`@container (max-width: ${column.hideBelow - 0.02}px)`]: { display: 'none' } } : {};

function CardList<T extends { id: string }>({ label, rows, columns, empty, selected }: Omit<DataTableProps<T>, 'paper' | 'sx'>) {
  if (rows.length === 0) return empty ? <Typography sx={{ py: 2 }}>{empty}</Typography> : null;
  const shown = columns.filter((column) => !column.tableOnly);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Card
          component="li"
          key={row.id}
          variant="outlined"
          sx={{ p: 2, minWidth: 0, ...(selected?.(row) ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : {}) }}
        >
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
            {shown.map((column) => (
              <Box key={column.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.label}
                </Typography>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
