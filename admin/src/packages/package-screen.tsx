import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDelete, useGetList, useListController, useNotify } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, wholeList, type CategoryRecord, type PackageRecord } from '../providers/data-provider';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { PackageForm } from './package-form';
import { PackageTable } from './package-table';
import { PackageViewDialog } from './package-view-dialog';

/**
 * /dashboard/package: list mode or form mode. Deleting asks nothing
 * but the toast offers Undo; the server is only called once that toast is gone.
 */
export function PackageScreen() {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<PackageRecord>();
  const [viewing, setViewing] = useState<PackageRecord>();
  const notify = useNotify();
  const packages = useListController<PackageRecord>({ ...screenList, resource: resources.packages, perPage: wholeList.pagination.perPage });
  // The form's category choices.
  const categories = useGetList<CategoryRecord>(resources.categories, wholeList);
  const [deleteOne] = useDelete<PackageRecord>();

  const closeForm = () => {
    setFormOpen(false);
    setSelected(undefined);
  };

  const remove = (record: PackageRecord) =>
    deleteOne(
      resources.packages,
      { id: record.id, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(messages.packageDeleted, { type: 'success', undoable: true }),
        onError: () => notify(messages.packageDeleteFailed, { type: 'error' }),
      },
    );

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
        />
      )}
      <PackageViewDialog record={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
