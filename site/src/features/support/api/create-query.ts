import { useMutation } from '@tanstack/react-query';

import type { ContactInput } from '@agency/contract';

import { api } from '../../../lib/api-client';

export interface CreatedQuery {
  id: string;
}

/** POST /query/create: stores the query unverified and mails a code; answers its id. */
export const createQuery = async (input: ContactInput & { website?: string }): Promise<CreatedQuery> =>
  (await api<CreatedQuery>('/query/create', { method: 'POST', json: input })).data;

export const useCreateQuery = () => useMutation({ mutationFn: createQuery });
