import { randomUUID } from 'node:crypto';

import { expect, type Mailbox } from '../support/fixtures';
import { api } from './helpers';

/** Submits a support query like the public site and verifies it with the mailed code; answers its id. */
export async function verifiedQuery(baseURL: string, mailbox: Mailbox, input: { name: string; email: string; message: string }) {
  const created = await api<{ id: string }>(baseURL, 'POST', '/query/create', { json: { ...input, phone: '+1 555 010 1234' } });
  expect(created.status).toBe(201);
  const otp = await mailbox.codeFor(input.email);
  const verified = await api(baseURL, 'POST', '/query/verify-otp', { json: { otp, queryId: created.body.data.id } });
  expect(verified.status).toBe(200);
  return created.body.data.id;
}

/** A tag for one test's queries, so a search finds only them. */
export const tagOf = () => `inbox${randomUUID().slice(0, 8)}`;

/** The dashboard screens, with a query detail when one is given. */
export const dashboardPaths = (queryId?: string) => [
  '/dashboard',
  '/dashboard/category',
  '/dashboard/package',
  '/dashboard/team',
  '/dashboard/add-team',
  '/dashboard/change-password',
  '/dashboard/query',
  '/dashboard/deliveries',
  '/dashboard/trash',
  '/dashboard/audit',
  ...(queryId ? [`/dashboard/query/${queryId}`] : []),
];
