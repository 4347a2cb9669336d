import type { QueryRecord } from '../providers/data-provider';

/** A verified query as the list answers it, numbered `n`: `q<n>`, "Customer <n>", reference Q-<1000 + n>, status new, nobody assigned, nobody waiting for a reply. */
export const queryRecord = (n: number, extra: Partial<QueryRecord> = {}): QueryRecord => ({
  id: `q${n}`,
  _id: `q${n}`,
  name: `Customer ${n}`,
  email: `c${n}@example.com`,
  phone: '+1 555 010 0000',
  message: `Message number ${n}`,
  isVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'new',
  assignee: null,
  answeredAt: null,
  reference: `Q-${1000 + n}`,
  awaitingReplySince: null,
  replyDueAt: null,
  ...extra,
});
