import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /query/verify-otp with the code and the query it belongs to (ARCHITECTURE.md: `{ otp, queryId }`). */
export const verifyOtp = async (input: { otp: string; queryId: string }): Promise<void> => {
  await api<unknown>('/query/verify-otp', { method: 'POST', json: input });
};

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
