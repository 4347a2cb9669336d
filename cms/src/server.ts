// The app server's entry point: `node cms/dist/server.mjs` (the bundle), or `node --import tsx
// cms/src/server.ts`. Tests boot the server in-process through start.ts instead.
//
// Nothing is imported statically here, on purpose. Each of Lexical's packages (loaded through
// @payloadcms/richtext-lexical by the legal pages' editor) is a module whose top-level await
// imports its real build. When Node 20 evaluates many of them at once, it can lose one's
// continuation: the process then exits with code 13 and not a line of output, about one start in
// two (Node 24 does not). Evaluated alone first, `lexical` — the module all of them import — gives
// the others nothing to race on. server-entry.test.ts starts the bundle as a container would.

// Database, media, secrets and the generated password under DATA_DIR: for this user only.
process.umask(0o077);

await import('lexical');
const { start } = await import('./start');
const { logger } = await import('@agency/server-kit/logger');
const log = logger.child({ name: 'app' });

start()
  .then((running) => {
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  })
  .catch((error: unknown) => {
    log.fatal({ err: error }, 'app server failed to start');
    process.exit(1);
  });

export {};
