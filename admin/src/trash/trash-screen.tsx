import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useListController } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, wholeList, type TrashRecord, type TrashResource } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { DataTable, type Column } from '../ui/data-table';
import { formatDay, formatRelative, formatTime } from '../ui/format-time';
import { PageHeader } from '../ui/page-header';
import { screenList } from '../ui/screen-list';
import { useRestore } from './use-restore';

/** What each kind of item is called on the screen. */
export const kindLabels: Record<TrashResource, string> = {
  packages: 'Package',
  categories: 'Category',
  'team-members': 'Team member',
  'legal-pages': 'Legal page',
  media: 'Image',
};

/**
 * /dashboard/trash, for owners and editors: what was deleted (here, in the dashboard or in the
 * CMS panel), newest first, each until the purge destroys it; Restore brings one back as it was.
 */
export function TrashScreen() {
  const list = useListController<TrashRecord>({ ...screenList, resource: resources.trash, perPage: wholeList.pagination.perPage });
  const { restore, restoring } = useRestore();

  const columns: Column<TrashRecord>[] = [
    { label: 'Title', cell: (item) => item.title, sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
    { label: 'Kind', cell: (item) => kindLabels[item.resource] },
    {
      label: 'Deleted',
      cell: (item) => (
        <time dateTime={item.deletedAt} title={formatTime(item.deletedAt)}>
          {formatRelative(item.deletedAt)}
        </time>
      ),
    },
    {
      label: 'Purged',
      cell: (item) => (
        <>
          purged on <time dateTime={item.purgeAt}>{formatDay(item.purgeAt)}</time>
        </>
      ),
    },
    {
      label: 'Actions',
      cell: (item) => {
        const busy = restoring?.resource === item.resource && restoring.id === item._id;
        return (
          <Button
            size="small"
            variant="outlined"
            startIcon={<RestoreFromTrashIcon />}
            aria-label={`Restore ${item.title}`}
            disabled={busy}
            onClick={() => restore({ resource: item.resource, id: item._id })}
          >
            {busy ? 'Restoring...' : 'Restore'}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title="Trash" subtitle="Deleted packages, categories, team members, legal pages and images, until the day each is purged" />
      {list.isPending ? (
        <Typography role="status">Loading the trash...</Typography>
      ) : list.error ? (
        <Typography role="alert" color="error">
          {failureMessage(list.error, messages.somethingWrongRetry)}
        </Typography>
      ) : (
        <DataTable label="Trash" rows={list.data ?? []} columns={columns} empty="The trash is empty" />
      )}
    </>
  );
}
