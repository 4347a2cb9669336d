import type { Payload } from 'payload';

import type { Category, InitialData, Package, SiteContent, TeamMember } from '@agency/contract';

import { toCategory, toPackage, toSiteContent, toTeamMember } from './mappers';

/**
 * The public reads, in one place: the cached /api/v1 list endpoints and the
 * server-rendered pages load exactly the same data.
 */
export async function loadSiteContent(payload: Payload): Promise<SiteContent> {
  return toSiteContent(await payload.findGlobal({ slug: 'site-content', depth: 1, overrideAccess: false }));
}

export async function listCategories(payload: Payload): Promise<Category[]> {
  const { docs } = await payload.find({ collection: 'categories', pagination: false, sort: 'createdAt', overrideAccess: false });
  return docs.map(toCategory);
}

export async function listPackages(payload: Payload): Promise<Package[]> {
  const { docs } = await payload.find({ collection: 'packages', pagination: false, depth: 1, sort: 'createdAt', overrideAccess: false });
  return docs.map(toPackage);
}

/** Without e-mail addresses: staff e-mails are not for scrapers. */
export async function listPublicTeam(payload: Payload): Promise<TeamMember[]> {
  const { docs } = await payload.find({ collection: 'team-members', pagination: false, depth: 1, sort: 'createdAt', overrideAccess: false });
  return docs.map((doc) => toTeamMember(doc, false));
}

export async function loadInitialData(payload: Payload): Promise<InitialData> {
  const [content, categories, packages, team] = await Promise.all([
    loadSiteContent(payload),
    listCategories(payload),
    listPackages(payload),
    listPublicTeam(payload),
  ]);
  return { content, categories, packages, team };
}
