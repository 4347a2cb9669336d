import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDelete, useGetList, useNotify } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, type CategoryRecord, type PackageRecord } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';
import { CategoryForm } from './category-form';

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

/** /dashboard/category: the package screen's pattern for categories. */
export function CategoryScreen() {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<CategoryRecord>();
  const notify = useNotify();
  const categories = useGetList<CategoryRecord>(resources.categories, everything);
  const packages = useGetList<PackageRecord>(resources.packages, everything);
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
        <TableContainer component={Paper} sx={{ maxWidth: 800 }}>
          <Table aria-label="Categories">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ width: 140 }}>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={2}>No categories yet.</TableCell>
                </TableRow>
              )}
              {categories.data?.map((record) => (
                <TableRow key={record.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{record.name}</TableCell>
                  <TableCell>
                    <RowActions
                      name={record.name}
                      deleting={deleting}
                      onEdit={() => {
                        setSelected(record);
                        setFormOpen(true);
                      }}
                      onDelete={() => remove(record)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
