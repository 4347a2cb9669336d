import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';

import type { PackageRecord } from '../providers/data-provider';
import { formatPrice } from '../ui/price';
import { RowActions } from '../ui/row-actions';

interface PackageTableProps {
  packages: PackageRecord[];
  onView: (record: PackageRecord) => void;
  onEdit: (record: PackageRecord) => void;
  onDelete: (record: PackageRecord) => void;
}

export function PackageTable({ packages, onView, onEdit, onDelete }: PackageTableProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Packages">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Price Basis</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {packages.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No packages yet.</TableCell>
            </TableRow>
          )}
          {packages.map((record) => (
            <TableRow key={record.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{record.name}</TableCell>
              <TableCell sx={{ maxWidth: 420 }}>{record.description}</TableCell>
              <TableCell>{record.priceBasis}</TableCell>
              <TableCell>{formatPrice(record.price)}</TableCell>
              <TableCell>
                <RowActions name={record.name} onView={() => onView(record)} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
