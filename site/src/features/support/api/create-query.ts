import { useMutation } from '@tanstack/react-query';

import { endpoints, type BodyOf } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';

const endpoint = endpoints.queries.create;

/** Stores the query unverified and mails a code; answers the query's id. */
export const createQuery = async (input: BodyOf<typeof endpoint>) => (await apiClient.call(endpoint, { body: input })).data;

export const useCreateQuery = () => useMutation({ mutationFn: createQuery });
