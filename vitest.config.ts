import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The production stack campaign (tests/stack/): builds the image, starts docker-compose.yml and
 * breaks it on purpose; about 2 minutes with the image built, 8 or more with a build. Every project
 * in the list runs on a plain `vitest run` (Vitest has no opt-in projects), so this one is listed
 * only when STACK=1, which `npm run test:stack` sets, together with `--project stack`.
 */
const stack: TestProjectInlineConfiguration = {
  test: {
    name: 'stack',
    include: ['tests/stack/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 10 * 60_000,
    hookTimeout: 45 * 60_000,
  },
};

/** The server side (contract, server-kit, cms, otp-service) in Node against a private Redis. */
const server = {
  include: ['{contract,server-kit,cms,otp-service}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
  globalSetup: ['./tests/support/global-setup.ts'],
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 180_000,
  // The site's server bundle is loaded as Node loads it in production (transformed, it got a second react-router).
  server: { deps: { external: [/\/site\/dist\//] } },
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Suites that compare timings with and without a load they make: beside two other suites booting
 * servers on the same two cores, a neighbour's burst lands in one spell and not the other (the
 * upload test's one 1.1 s query, CI of stop 29). They run last, on their own.
 */
const alone = ['cms/src/resources/media/upload-traffic.test.ts'];

/**
 * Two kinds of suites: the server side (contract, server-kit, cms, otp-service) in Node against
 * a private Redis, and the front ends' component tests in jsdom, each from its own
 * Vite config (site/vite.config.ts, admin/vite.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { ...server, name: 'server', exclude: [...configDefaults.exclude, ...alone] } },
      // After every other project has finished: nothing else competes for the two cores while it measures.
      { test: { ...server, name: 'alone', include: alone, sequence: { groupOrder: 1 } } },
      {
        // The Kubernetes manifests: rendered, schema-checked, their probes run (deploy/kubernetes/README.md);
        // the balancer's nginx.conf, run in front of a stand-in replica.
        test: {
          name: 'deploy',
          include: ['deploy/kubernetes/**/*.test.ts', 'deploy/nginx/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      './site/vite.config.ts',
      './admin/vite.config.ts',
      ...(process.env.STACK === '1' ? [stack] : []),
    ],
    // Each API suite boots its own Payload. Three at once on two cores: the fault and schedule
    // suites spend most of their time waiting (an outage, a lease, a tick), and a third file fills
    // that time (the whole run 5.3 min against 6.2 min with two, all passing; docs/benchmarks.md).
    maxWorkers: 3,
  },
});
