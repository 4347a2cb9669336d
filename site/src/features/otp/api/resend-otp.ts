import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /query/resend-otp: a new code for the same query, to its own address. */
export const resendOtp = async (input: { email: string; queryId: string }): Promise<void> => {
  await api<unknown>('/query/resend-otp', { method: 'POST', json: input });
};

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
