import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDelete, useGetList, useListController, useNotify } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, wholeList, type CategoryRecord, type PackageRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { DataTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';
import { screenList } from '../ui/screen-list';
import { CategoryForm } from './category-form';

/** /dashboard/category: the package screen's pattern for categories. */
export function CategoryScreen() {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<CategoryRecord>();
  const notify = useNotify();
  const categories = useListController<CategoryRecord>({ ...screenList, resource: resources.categories, perPage: wholeList.pagination.perPage });
  // Which categories packages still use (see remove).
  const packages = useGetList<PackageRecord>(resources.packages, wholeList);
  const [deleteOne, { isPending: deleting }] = useDelete<CategoryRecord>();

  const closeForm = () => {
    setFormOpen(false);
    setSelected(undefined);
  };

  const remove = (record: CategoryRecord) => {
    const onError = (error: unknown) => notify(failureMessage(error, messages.categoryDeleteFailed), { type: 'error' });
    // A category packages still use will be refused: ask the server now, so its reason
    // shows at once instead of after a "deleted" toast with Undo.
    const inUse = (packages.data ?? []).some((pkg) => pkg.category?._id === record.id);
    if (inUse) {
      deleteOne(
        resources.categories,
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', onSuccess: () => notify(messages.categoryDeleted, { type: 'success' }), onError },
      );
      return;
    }
    deleteOne(
      resources.categories,
      { id: record.id, previousData: record },
      { mutationMode: 'undoable', onSuccess: () => notify(messages.categoryDeleted, { type: 'success', undoable: true }), onError },
    );
  };

  return (
    <>
      <PageHeader
        title="Category Management"
        action={
          <Button variant="contained" onClick={() => (formOpen ? closeForm() : setFormOpen(true))} aria-expanded={formOpen}>
            {formOpen ? 'Hide Form' : 'Create Category'}
          </Button>
        }
      />
      {formOpen ? (
        <CategoryForm key={selected?.id ?? 'new'} record={selected} onSaved={closeForm} />
      ) : categories.isPending ? (
        <Typography role="status">Loading...</Typography>
      ) : categories.error ? (
        <Typography role="alert" color="error">
          {messages.categoryListFailed}
        </Typography>
      ) : (
        <DataTable
          label="Categories"
          rows={categories.data ?? []}
          empty="No categories yet."
          columns={[
            { label: 'Name', cell: (record) => record.name, sx: { fontWeight: 600 } },
            {
              label: 'Actions',
              headerSx: { width: 140 },
              cell: (record) => (
                <RowActions
                  name={record.name}
                  deleting={deleting}
                  onEdit={() => {
                    setSelected(record);
                    setFormOpen(true);
                  }}
                  onDelete={() => remove(record)}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
