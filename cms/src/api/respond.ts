import type { ApiSuccess } from '@agency/contract';

/** The success envelope every /api/v1 answer but health's and the CSV export's is. */
export function envelope<T>(message: string, data: T): ApiSuccess<T> {
  return { success: true, message, data };
}
