import { once } from 'node:events';
import type { Writable } from 'node:stream';

import type { Query } from '@agency/contract';

/** A CSV file's columns: header and value. */
export type CsvColumns<Row> = [string, (row: Row) => unknown][];

/** The query export's columns. */
export const queryColumns: CsvColumns<Query> = [
  ['id', (q) => q._id],
  ['createdAt', (q) => q.createdAt],
  ['name', (q) => q.name],
  ['email', (q) => q.email],
  ['phone', (q) => q.phone],
  ['message', (q) => q.message],
  ['isVerified', (q) => q.isVerified],
  ['status', (q) => q.status],
  ['assignee', (q) => q.assignee?.email ?? ''],
  ['answeredAt', (q) => q.answeredAt ?? ''],
  // Last, so the columns an existing sheet or script reads keep their places.
  ['reference', (q) => q.reference ?? ''],
];

/**
 * Where a spreadsheet may start a cell inside a field: the field's start, and after a `;` or tab
 * (the list separator of German, French and other locales, or of pasted text) or a line break,
 * since there a quote no longer protects the text. A formula's sign there, past any blanks and
 * quotes, gets a leading `'`.
 */
const cellStart = /(?<=^|[;\t\r\n])(?=[\s"]*[=+\-@])/g;

/**
 * One CSV cell (RFC 4180), inert in any locale: text a spreadsheet would run as a formula (=, +, -,
 * @ where a cell may start, or a tab or CR first) gets a leading `'`; a cell with a quote, comma or
 * line break is quoted, its quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(cellStart, "'");
  if (/^[\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Writes the header and every batch to `out`, waiting for `drain` when its buffer is full, so
 * memory holds one batch whatever the number of rows. Stops early when `out` is closed.
 */
export async function writeCsv<Row>(out: Writable, batches: AsyncIterable<Row[]>, columns: CsvColumns<Row>): Promise<void> {
  out.write(line(columns.map(([header]) => header)));
  for await (const batch of batches) {
    if (out.destroyed) return;
    if (!out.write(batch.map((row) => line(columns.map(([, value]) => value(row)))).join(''))) {
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
  }
}
