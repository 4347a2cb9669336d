import { useMutation } from '@tanstack/react-query';

import { endpoints, type BodyOf } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';

const endpoint = endpoints.queries.create;

/** Stores the query unverified and mails a code (with a proof of work when the server asks); answers the query's id. */
export const createQuery = async (input: BodyOf<typeof endpoint>, onChecking?: (checking: boolean) => void) =>
  (await withProofOfWork((altcha) => apiClient.call(endpoint, { body: { ...input, altcha } }), onChecking)).data;

/** `onChecking` is told while a proof of work is being solved. */
export const useCreateQuery = (onChecking?: (checking: boolean) => void) =>
  useMutation({ mutationFn: (input: BodyOf<typeof endpoint>) => createQuery(input, onChecking) });
