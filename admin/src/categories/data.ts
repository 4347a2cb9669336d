import { endpoints, type Category } from '@agency/contract';

import { wholeListAdapter, type WithId } from '../providers/records';

export type CategoryRecord = WithId<Category>;

/** Categories: the whole list, and writes as the screens hand them over. */
export const categoriesAdapter = wholeListAdapter({ endpoints: endpoints.categories });
