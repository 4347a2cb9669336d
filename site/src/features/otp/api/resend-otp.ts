import { useMutation } from '@tanstack/react-query';

import { endpoints, type BodyOf } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';

const endpoint = endpoints.queries.resendOtp;

/** A new code for the same query, to its own address. */
export const resendOtp = async (input: BodyOf<typeof endpoint>): Promise<void> => {
  await apiClient.call(endpoint, { body: input });
};

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
