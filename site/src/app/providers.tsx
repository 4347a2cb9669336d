import { CacheProvider, Global, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ToastHost } from '../components/toast-host';
import { globalStyles } from './global-styles';

/** Everything the app needs around it, the same on the server and in the browser. */
export function Providers({ queryClient, emotionCache, children }: { queryClient: QueryClient; emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <Global styles={globalStyles} />
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </CacheProvider>
  );
}
