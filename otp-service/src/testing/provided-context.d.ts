// What the vitest global setup (tests/support/global-setup.ts) provides to every suite.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
    /** The run's PostgreSQL, its maintenance database (`postgres`): where test databases are created and dropped. */
    postgresAdminUri: string;
    /** A database migrated and seeded once per run, and the data folder (media, secrets) that goes with it: copied per app. */
    template: { database: string; dataDir: string };
  }
}
