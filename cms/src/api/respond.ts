import type { Response } from 'express';

import type { ApiSuccess, Meta } from '@agency/contract';


export function ok<T>(res: Response, message: string, data: T, meta?: Meta, status = 200): void {
  const body: ApiSuccess<T> = { success: true, message, data };
  if (meta) body.meta = meta;
  res.status(status).json(body);
}

export function envelope<T>(message: string, data: T): ApiSuccess<T> {
  return { success: true, message, data };
}
