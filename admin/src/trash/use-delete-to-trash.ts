import { useDelete, useNotify, type RaRecord } from 'react-admin';

import { useUndoToast } from '../layout/toast';
import { resources, type TrashResource } from '../providers/data-provider';
import { useRestore } from './use-restore';

/** The screens whose deletes the server moves to the trash, and the trash's name for each. */
const trashNames = {
  [resources.packages]: 'packages',
  [resources.categories]: 'categories',
  [resources.team]: 'team-members',
} as const satisfies Record<string, TrashResource>;

export type TrashableResource = keyof typeof trashNames;

interface RemoveOptions {
  /** The success toast's text (the spec's, per resource). */
  deleted: string;
  /** The failure toast's text for what the server answered. */
  failed: (error: unknown) => string;
  /** After either answer (a confirmation dialog closes). */
  onSettled?: () => void;
}

/**
 * A delete the server carries out at once, moving the record to the trash: the row goes when it
 * answers, and the toast's Undo brings the record back from the trash (`POST /trash/…/restore`).
 */
export function useDeleteToTrash<RecordType extends RaRecord>(resource: TrashableResource) {
  const [deleteOne, { isPending }] = useDelete<RecordType>();
  const notify = useNotify();
  const undoToast = useUndoToast();
  const { restore } = useRestore();

  const remove = (record: RecordType, { deleted, failed, onSettled }: RemoveOptions) =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onSettled?.();
          undoToast(deleted, () => restore({ resource: trashNames[resource], id: String(record.id) }));
        },
        onError: (error) => {
          onSettled?.();
          notify(failed(error), { type: 'error' });
        },
      },
    );

  return [remove, { isPending }] as const;
}
