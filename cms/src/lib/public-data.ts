import type { Payload } from 'payload';

import type { InitialData } from '@agency/contract';

import { listCategories } from '../resources/categories/routes';
import { listPackages } from '../resources/packages/routes';
import { loadSiteContent } from '../resources/site-content/routes';
import { listTeam } from '../resources/team-members/routes';

/** What the server-rendered pages inline: the same loaders as the cached /api/v1 reads. */
export async function loadInitialData(payload: Payload): Promise<InitialData> {
  const [content, categories, packages, team] = await Promise.all([
    loadSiteContent(payload),
    listCategories(payload),
    listPackages(payload),
    listTeam(payload),
  ]);
  return { content, categories, packages, team };
}
