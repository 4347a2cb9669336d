'use client';

import { useField } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

import { legalPagePath } from '../resources/legal-pages/page-path';
import { slugPattern } from '../resources/legal-pages/slug';

/**
 * The legal page's slug hint: the address the site serves this page at, as the editor types the
 * slug (the three first pages keep their own addresses, the others are under /legal/). The
 * origin is the panel's own, the site's (one origin serves both).
 */
export function LegalPageAddress() {
  const { value } = useField<string>({ path: 'slug' });
  const [origin, setOrigin] = useState('');
  // Drawn on the server first, where there is no window: the origin is added once in the browser.
  useEffect(() => setOrigin(window.location.origin), []);
  const slug = typeof value === 'string' && slugPattern.test(value) ? value : undefined;
  const address = slug ? `${origin}${legalPagePath(slug)}` : undefined;
  return (
    // One span: Payload lays a field description's children out side by side.
    <div className="field-description field-description-slug">
      <span style={{ overflowWrap: 'anywhere' }}>
        {address ? (
          <>
            The page’s address:{' '}
            <a href={address} target="_blank" rel="noreferrer">
              {address}
            </a>
            .{' '}
          </>
        ) : null}
        Lower-case words joined by hyphens (e.g. cookie-policy).
      </span>
    </div>
  );
}
