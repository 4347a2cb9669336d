import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useListController } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, wholeList, type CategoryRecord, type PackageRecord } from '../providers/data-provider';
import { useDeleteToTrash } from '../trash/use-delete-to-trash';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { PackageForm } from './package-form';
import { PackageTable } from './package-table';
import { PackageViewDialog } from './package-view-dialog';

/**
 * /dashboard/package: list mode or form mode. Deleting asks nothing: the server moves the
 * package to the trash at once, and the toast's Undo brings it back from there.
 */
export function PackageScreen() {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<PackageRecord>();
  const [viewing, setViewing] = useState<PackageRecord>();
  const packages = useListController<PackageRecord>({ ...screenList, resource: resources.packages, perPage: wholeList.pagination.perPage });
  // The form's category choices.
  const categories = useGetList<CategoryRecord>(resources.categories, wholeList);
  const [deleteToTrash, { isPending: deleting }] = useDeleteToTrash<PackageRecord>(resources.packages);

  const closeForm = () => {
    setFormOpen(false);
    setSelected(undefined);
  };

  const remove = (record: PackageRecord) => deleteToTrash(record, { deleted: messages.packageDeleted, failed: () => messages.packageDeleteFailed });

  return (
    <>
      <PageHeader
        title="Package Management"
        action={
          <Button variant="contained" onClick={() => (formOpen ? closeForm() : setFormOpen(true))} aria-expanded={formOpen}>
            {formOpen ? 'Hide Form' : 'Create New Package'}
          </Button>
        }
      />
      {formOpen ? (
        <PackageForm key={selected?.id ?? 'new'} record={selected} categories={categories.data ?? []} onSaved={closeForm} />
      ) : packages.isPending ? (
        <Typography role="status">Loading...</Typography>
      ) : packages.error ? (
        <Typography role="alert" color="error">
          {messages.categoryListFailed}
        </Typography>
      ) : (
        <PackageTable
          packages={packages.data ?? []}
          onView={setViewing}
          onEdit={(record) => {
            setSelected(record);
            setFormOpen(true);
          }}
          onDelete={remove}
          deleting={deleting}
        />
      )}
      <PackageViewDialog record={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
