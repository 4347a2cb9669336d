import { brandName } from '@agency/contract/ui-settings';

import { BrandMark } from './brand-mark';

/** The panel's navigation icon (Payload's `admin.components.graphics.Icon`). */
export function Icon() {
  return <BrandMark size={28} label={brandName} />;
}
