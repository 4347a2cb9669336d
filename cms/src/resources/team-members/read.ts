import type { Payload } from 'payload';

import { contract, type Contract, type TeamMember } from '@agency/contract';

import type { Staff } from '../../api/auth';
import type { CachedRead } from '../../api/cached-reads';
import { toTeamMember } from './mapper';

export const listMessage = 'Team members retrieved successfully';

/**
 * The team the site shows, oldest first: published members (a member created as a draft in the
 * panel is listed once published, for staff too). Staff see e-mail addresses; without `staff`
 * (the public list, cached) they are left out: staff e-mails are not for scrapers.
 */
export async function listTeam(payload: Payload, staff?: Staff): Promise<TeamMember[]> {
  const { docs } = await payload.find({
    collection: 'team-members',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 1,
    sort: 'createdAt',
    overrideAccess: false,
    user: staff,
  });
  return docs.map((doc) => toTeamMember(doc, Boolean(staff)));
}

/** Cached for the public; a request with a token goes on to the staff route below. */
export const teamRead: CachedRead<Contract['teamMembers']['list']> = {
  endpoint: contract.teamMembers.list,
  tag: 'team',
  message: listMessage,
  load: (payload) => listTeam(payload),
};
