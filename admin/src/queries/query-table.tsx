import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import type { QueryRecord } from '../providers/data-provider';
import { RowActions } from '../ui/row-actions';
import { truncateMessage } from './pagination';
import { StatusBadge } from './status-badge';

interface QueryTableProps {
  queries: QueryRecord[];
  onView: (record: QueryRecord) => void;
  onDelete: (record: QueryRecord) => void;
}

export function QueryTable({ queries, onView, onDelete }: QueryTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Customer queries">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Message</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queries.map((record) => (
            <TableRow key={record.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{record.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{record.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.phone}</TableCell>
              <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>{truncateMessage(record.message)}</TableCell>
              <TableCell>
                <StatusBadge verified={record.isVerified} />
              </TableCell>
              <TableCell>
                <RowActions name={`query from ${record.name}`} onView={() => onView(record)} onDelete={() => onDelete(record)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
