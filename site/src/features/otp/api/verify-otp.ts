import { useMutation } from '@tanstack/react-query';

import { endpoints, type BodyOf } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';

const endpoint = endpoints.queries.verifyOtp;

/** Sends the code with the query it belongs to (ARCHITECTURE.md: `{ otp, queryId }`). */
export const verifyOtp = async (input: BodyOf<typeof endpoint>): Promise<void> => {
  await apiClient.call(endpoint, { body: input });
};

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
