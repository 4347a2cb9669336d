import { useMutation } from '@tanstack/react-query';

import { endpoints, type BodyOf } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';

const endpoint = endpoints.queries.resendOtp;

/** A new code for the same query, to its own address (with a proof of work when the server asks). */
export const resendOtp = async (input: BodyOf<typeof endpoint>, onChecking?: (checking: boolean) => void): Promise<void> => {
  await withProofOfWork((altcha) => apiClient.call(endpoint, { body: { ...input, altcha } }), onChecking);
};

/** `onChecking` is told while a proof of work is being solved. */
export const useResendOtp = (onChecking?: (checking: boolean) => void) =>
  useMutation({ mutationFn: (input: BodyOf<typeof endpoint>) => resendOtp(input, onChecking) });
