import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { asPhone } from '../testing/viewport';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
  price: string;
}

const columns: Column<Row>[] = [
  { label: 'Name', cell: (row) => row.name },
  { label: 'Price', cell: (row) => row.price },
  { label: 'Actions', cell: (row) => <button type="button">Edit {row.name}</button> },
];
const rows: Row[] = [
  { id: '1', name: 'Basic', price: '$1.00' },
  { id: '2', name: 'Pro', price: '$2.00' },
];

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a table with its headers from 900 px up', () => {
    render(<DataTable label="Packages" rows={rows} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Packages' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Price', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is a list of cards on a phone, each field under its label and each action in its card', () => {
    asPhone();
    render(<DataTable label="Packages" rows={rows} columns={columns} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const terms = within(cards[1]!).getAllByRole('term').map((term) => term.textContent);
    const values = within(cards[1]!).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Name', 'Price', 'Actions']);
    expect(values).toEqual(['Pro', '$2.00', 'Edit Pro']);
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Pro' })).toBeInTheDocument();
  });

  it('says when there are no rows, on either layout', () => {
    render(<DataTable label="Packages" rows={[]} columns={columns} empty="No packages yet." />);
    expect(screen.getByRole('cell', { name: 'No packages yet.' })).toBeInTheDocument();
  });
});
