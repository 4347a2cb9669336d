import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

import type { Query } from '@agency/contract';

import { queryColumns, writeCsv } from './csv';

/**
 * Reads a CSV file as a spreadsheet does with `separator` as its list separator (`,` in English
 * locales, `;` in German or French ones, tab when pasted): a quote opens a quoted field only as a
 * field's first character, `""` inside it is one quote, and whatever follows its closing quote up to
 * the next separator is kept as it is (Excel and LibreOffice are that lenient).
 */
function readAs(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      while (i < text.length) {
        if (text[i] !== '"') cell += text[i++];
        else if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else {
          i++;
          break;
        }
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') cell += text[i++];
    row.push(cell);
    if (text[i] === separator) {
      i++;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i++;
    i++;
    rows.push(row);
    row = [];
  }
  return rows;
}

/** A cell a spreadsheet would run: its text starts, past blanks and quotes, with a formula's sign. */
const live = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

const query = (name: string, message: string): Query =>
  ({
    _id: 'a1b2',
    createdAt: '2026-11-26T10:00:00.000Z',
    name,
    email: 'visitor@example.com',
    phone: '+49 30 1234567',
    message,
    isVerified: true,
    status: 'new',
    assignee: null,
    answeredAt: null,
  }) as unknown as Query;

async function exportOf(queries: Query[]): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* batches() {
    yield queries;
  }
  await writeCsv(out, batches(), queryColumns);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

/** A small seeded generator, so a failure names the input that broke it and reruns it. */
function randomTexts(count: number, seed: number): string[] {
  const alphabet = ['=', '+', '-', '@', ';', '\t', '\r', '\n', '"', ' ', ',', "'", 'a', '1', '|'];
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () => Array.from({ length: next() % 14 }, () => alphabet[next() % alphabet.length]).join(''));
}

describe('query export CSV', () => {
  const hostile = [
    "Hello;=1+1;=cmd|'/C calc'!A0",
    'Hello\t=1+1\t@SUM(A1)',
    'line one\n=HYPERLINK("http://evil")\r\n+1',
    'a;"=1+1";b',
    'a; -2+3;  @x',
    'a;"""=1";""+2',
  ];

  for (const separator of [',', ';', '\t']) {
    it(`has no formula cell when a spreadsheet reads it with ${JSON.stringify(separator)} as the separator`, async () => {
      const texts = [...hostile, ...randomTexts(3000, 20)];
      const file = await exportOf(texts.map((text, i) => query(i % 2 ? text : `Name ${i}`, text)));
      for (const row of readAs(file, separator)) for (const cell of row) expect(cell, JSON.stringify(cell)).not.toSatisfy(live);
    });
  }

  it('keeps every row and every character of the text when read with commas, marking formulas with an apostrophe', async () => {
    const texts = [...hostile, ...randomTexts(3000, 7)];
    const file = await exportOf(texts.map((text) => query('Ada', text)));
    const rows = readAs(file, ',');
    expect(rows).toHaveLength(texts.length + 1);
    expect(rows[0]).toEqual(['id', 'createdAt', 'name', 'email', 'phone', 'message', 'isVerified', 'status', 'assignee', 'answeredAt', 'reference']); // reference: added with the receipts (issue 24 item 3)
    const withoutApostrophes = (text = '') => text.replace(/'/g, '');
    rows.slice(1).forEach((row, i) => {
      expect(row).toHaveLength(11);
      expect(withoutApostrophes(row[5])).toBe(withoutApostrophes(texts[i]));
    });
    expect(rows[1]?.[5]).toBe("Hello;'=1+1;'=cmd|'/C calc'!A0");
  });
});
