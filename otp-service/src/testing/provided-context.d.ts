// What the vitest global setup (tests/support/global-setup.ts) provides to every suite.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}
