import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toastStore } from '../lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts notistack on the first toast; until then it costs nothing. */
export function ToastHost() {
  const requested = useSyncExternalStore(toastStore.subscribe, toastStore.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
