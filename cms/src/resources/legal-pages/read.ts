import type { Payload } from 'payload';

import { contract, type Contract, type LegalPage, type LegalPageSummary } from '@agency/contract';

import type { CachedRead } from '../../api/cached-reads';
import { notFound } from '../../api/errors';
import { toLegalPage, toLegalPageSummary } from './mapper';

const findPublished = (payload: Payload, slug?: string) =>
  payload.find({
    collection: 'legal-pages',
    pagination: false,
    depth: 1,
    sort: 'createdAt',
    draft: false,
    overrideAccess: false,
    ...(slug === undefined ? {} : { where: { slug: { equals: slug } } }),
  });

/** Published legal pages with their text, oldest first: what the server renderer draws them from. */
export async function loadLegalPages(payload: Payload): Promise<LegalPage[]> {
  return (await findPublished(payload)).docs.map(toLegalPage);
}

/** Published legal pages without their text, oldest first: the footer, the sitemap, and their cached read. */
export async function listLegalPages(payload: Payload): Promise<LegalPageSummary[]> {
  return (await findPublished(payload)).docs.map(toLegalPageSummary);
}

/** One published legal page with its text; 404 for an unknown or unpublished slug. */
export async function getLegalPage(payload: Payload, slug: string): Promise<LegalPage> {
  const [doc] = (await findPublished(payload, slug)).docs;
  if (!doc) throw notFound('Legal page');
  return toLegalPage(doc);
}

/** Legal pages have no other /api/v1 routes: editors write them in the CMS panel. Dropped with the site content. */
export const legalPagesRead: CachedRead<Contract['legalPages']['list']> = {
  endpoint: contract.legalPages.list,
  tag: 'content',
  message: 'Legal pages retrieved successfully',
  load: listLegalPages,
};

export const legalPageRead: CachedRead<Contract['legalPages']['get']> = {
  endpoint: contract.legalPages.get,
  tag: 'content',
  message: 'Legal page retrieved successfully',
  load: (payload, { slug }) => getLegalPage(payload, slug),
};
