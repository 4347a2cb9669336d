import type { GlobalConfig, Payload, PayloadRequest } from 'payload';

import { inboxLimits } from '@agency/contract';

import { isOwner, worksInbox } from '../../access/roles';

const hourMs = 60 * 60 * 1000;

/**
 * How the support inbox is run, changed in the CMS panel: the response target, within which a
 * visitor should get a staff reply. A query waiting longer is overdue (the overview's count, the
 * list's mark and filter).
 */
export const InboxSettings: GlobalConfig = {
  slug: 'inbox-settings',
  label: 'Inbox settings',
  admin: { group: 'Support' },
  access: { read: worksInbox, update: isOwner },
  fields: [
    {
      name: 'responseTargetHours',
      label: 'Response target (hours)',
      type: 'number',
      required: true,
      defaultValue: inboxLimits.responseTargetHoursDefault,
      min: inboxLimits.responseTargetHoursMin,
      max: inboxLimits.responseTargetHoursMax,
      admin: {
        step: 1,
        description: 'Within how many hours a visitor should get a reply. A query waiting longer is marked overdue in the dashboard.',
      },
    },
  ],
};

/**
 * The response target in hours. A request reads it once (`req.context`), however many queries it
 * maps; before anyone saved the settings, the default.
 */
export async function responseTargetHours(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const cached = req?.context?.responseTargetHours;
  if (typeof cached === 'number') return cached;
  const settings = await payload.findGlobal({ slug: 'inbox-settings', depth: 0, ...(req ? { req } : {}) });
  const hours = typeof settings.responseTargetHours === 'number' ? settings.responseTargetHours : inboxLimits.responseTargetHoursDefault;
  if (req?.context) req.context.responseTargetHours = hours;
  return hours;
}

/** When a reply to a wait that began at `since` is due: the wait plus the target. */
export const replyDueOf = (since: string | Date, targetHours: number): Date => new Date(new Date(since).getTime() + targetHours * hourMs);

/** A wait that began before this moment is past the target (overdue). */
export const overdueBefore = (targetHours: number, now = new Date()): Date => new Date(now.getTime() - targetHours * hourMs);
