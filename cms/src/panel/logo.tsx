import { brandName } from '@agency/contract/ui-settings';

import { BrandMark } from './brand-mark';

/** The sign-in page's logo (Payload's `admin.components.graphics.Logo`): the mark and the studio's name. */
export function Logo() {
  return (
    <div className="cutroom-logo" role="img" aria-label={`${brandName} CMS`}>
      <BrandMark size={48} />
      <span className="cutroom-logo__name" aria-hidden="true">
        {brandName}
        <span className="cutroom-logo__app">CMS</span>
      </span>
    </div>
  );
}
