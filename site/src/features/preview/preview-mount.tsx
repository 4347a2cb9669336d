import { lazy, Suspense, useEffect, useState } from 'react';

import type { PreviewMode } from './preview-bridge';

// Only an editor's preview loads it: visitors never download the bridge.
const PreviewBridge = lazy(() => import('./preview-bridge'));

/** `?preview=live` (the panel's live preview frame) or `?preview=draft` (its "Preview" link). */
export function PreviewMount() {
  const [mode, setMode] = useState<PreviewMode | null>(null);
  useEffect(() => {
    // After hydration: the server renders the published page for everyone.
    const asked = new URLSearchParams(window.location.search).get('preview');
    if (asked === 'live' || asked === 'draft') setMode(asked);
  }, []);
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBridge mode={mode} />
    </Suspense>
  );
}
