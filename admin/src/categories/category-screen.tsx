import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListController } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, wholeList, type CategoryRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { useDeleteToTrash } from '../trash/use-delete-to-trash';
import { DataTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';
import { screenList } from '../ui/screen-list';
import { CategoryForm } from './category-form';

/**
 * /dashboard/category: the package screen's pattern for categories. A category packages still
 * use is refused by the server, whose reason shows as the toast.
 */
export function CategoryScreen() {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<CategoryRecord>();
  const categories = useListController<CategoryRecord>({ ...screenList, resource: resources.categories, perPage: wholeList.pagination.perPage });
  const [deleteToTrash, { isPending: deleting }] = useDeleteToTrash<CategoryRecord>(resources.categories);

  const closeForm = () => {
    setFormOpen(false);
    setSelected(undefined);
  };

  const remove = (record: CategoryRecord) =>
    deleteToTrash(record, { deleted: messages.categoryDeleted, failed: (error) => failureMessage(error, messages.categoryDeleteFailed) });

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
