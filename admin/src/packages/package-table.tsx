import type { PackageRecord } from '../providers/data-provider';
import { DataTable, type Column } from '../ui/data-table';
import { formatPrice } from '../ui/price';
import { RowActions } from '../ui/row-actions';

interface PackageTableProps {
  packages: PackageRecord[];
  onView: (record: PackageRecord) => void;
  onEdit: (record: PackageRecord) => void;
  onDelete: (record: PackageRecord) => void;
  /** A delete is on its way to the server: the delete buttons wait. */
  deleting?: boolean;
}

export function PackageTable({ packages, onView, onEdit, onDelete, deleting = false }: PackageTableProps) {
  const columns: Column<PackageRecord>[] = [
    { label: 'Name', cell: (record) => record.name, sx: { fontWeight: 600 } },
    { label: 'Description', cell: (record) => record.description, sx: { maxWidth: 420 } },
    { label: 'Price Basis', cell: (record) => record.priceBasis },
    { label: 'Price', cell: (record) => formatPrice(record.price) },
    {
      label: 'Actions',
      cell: (record) => (
        <RowActions name={record.name} deleting={deleting} onView={() => onView(record)} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
      ),
    },
  ];
  return <DataTable label="Packages" rows={packages} columns={columns} empty="No packages yet." />;
}
