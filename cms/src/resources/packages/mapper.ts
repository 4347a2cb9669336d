import type { Package } from '@agency/contract';

import { fromTextRows } from '../../lib/text-rows';
import type { Package as PackageDoc } from '../../payload-types';
import { toCategory } from '../categories/mapper';

export function toPackage(doc: PackageDoc): Package {
  const category = typeof doc.category === 'string' ? { _id: doc.category, name: '' } : toCategory(doc.category);
  return {
    _id: doc.id,
    name: doc.name,
    description: doc.description,
    price: doc.price,
    priceBasis: doc.priceBasis,
    features: fromTextRows(doc.features),
    paymentRedirectURL: doc.paymentRedirectURL,
    category,
  };
}
