import type { Category } from '@agency/contract';

import type { Category as CategoryDoc } from '../../payload-types';

export const toCategory = (doc: Pick<CategoryDoc, 'id' | 'name'>): Category => ({ _id: doc.id, name: doc.name });
