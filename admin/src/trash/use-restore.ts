import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';

import { messages } from '@agency/contract';

import { resources, type AgencyDataProvider, type TrashResource } from '../providers/data-provider';
import { failureMessage } from '../providers/http';

export interface RestoreTarget {
  resource: TrashResource;
  /** The item's `_id`. */
  id: string;
}

/**
 * The lists a restore can change: the trash, and the screens of what comes back (a package
 * brings its trashed category with it).
 */
const refreshed = [resources.trash, resources.packages, resources.categories, resources.team];

/**
 * Brings an item back from the trash: the server's message as a toast, then the lists are read
 * again. `restoring` is the item on its way back, if any (its list still shows it until read again).
 */
export function useRestore() {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({ resource, id }: RestoreTarget) => dataProvider.restore(resource, id),
    onSuccess: ({ message }) => notify(message, { type: 'success' }),
    onError: (error) => notify(failureMessage(error, messages.somethingWrongRetry), { type: 'error' }),
    // Awaited: the mutation is pending until the lists are fresh, so a row is never restored twice.
    onSettled: () => Promise.all(refreshed.map((name) => queryClient.invalidateQueries({ queryKey: [name] }))),
  });
  return { restore: mutation.mutate, restoring: mutation.isPending ? mutation.variables : undefined };
}
