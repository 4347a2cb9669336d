// The whole API acceptance suite through the balancer: cms/src/api/v1/api-suite.ts in its remote
// form (api.remote.test.ts with API_SUITE_URL), run by a vitest of its own against the stack, with
// the stack's staff account, its mail catcher for the visitors' codes and its PAYLOAD_SECRET.
// What a server reached by URL cannot offer is not defined there: the in-process group (a held
// commit, a rerun of the seed) and whatever the stack's raised limits rule out (remoteExclusions).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { remoteExclusions, remoteFromEnv } from '../../../cms/src/testing/remote-app';
import { type Campaign, type Checks, seconds } from '../lib/campaign';
import { root } from '../lib/docker';

const suiteFile = 'cms/src/api/v1/api.remote.test.ts';

/** What vitest's JSON reporter writes, as far as this reads it. */
interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[] }[];
}

/** The PAYLOAD_SECRET the stack runs with: the environment's, else the one `stack:up` generated into .stack.env. */
function stackSecret(): string | undefined {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET;
  const file = path.join(root, '.stack.env');
  if (!existsSync(file)) return undefined;
  return /^PAYLOAD_SECRET=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1];
}

/** Runs the suite file in a vitest of its own; resolves with its JSON report, or throws with its output's tail. */
async function runSuite(env: Record<string, string>, timeoutMs: number): Promise<JsonReport> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-api-suite-'));
  const reportFile = path.join(dir, 'report.json');
  // A nested vitest must not take this one's worker variables, nor STACK (the campaign's own project).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const key of Object.keys(childEnv)) if (/^(VITEST|STACK$|TEST$)/.test(key)) delete childEnv[key];
  const output: string[] = [];
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        path.join(root, 'node_modules/.bin/vitest'),
        ['run', '--project', 'server', suiteFile, '--reporter=json', `--outputFile=${reportFile}`],
        { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const keep = (chunk: Buffer) => output.push(chunk.toString());
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
      child.on('error', reject);
      child.on('exit', (exit) => (clearTimeout(timer), resolve(exit)));
    });
    if (!existsSync(reportFile)) throw new Error(`vitest exited with ${code} and no report: ${output.join('').slice(-1500)}`);
    return JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function apiSuite(c: Campaign, t: Checks): Promise<void> {
  const secret = stackSecret();
  const env: Record<string, string> = {
    API_SUITE_URL: c.balancer.url,
    API_SUITE_MAIL_URL: c.mailbox.url,
    API_SUITE_STAFF_EMAIL: c.settings.adminEmail,
    API_SUITE_STAFF_PASSWORD: c.settings.adminPassword,
    ...(secret ? { API_SUITE_PAYLOAD_SECRET: secret } : {}),
    // The limits the stack was started with (lifecycle.ts chooseSettings); requests through nginx
    // all come from one address, so API_SUITE_TRUSTS_FORWARDED_FOR stays unset.
    ...(c.settings.env.RATE_LIMIT_LOGIN ? { API_SUITE_RATE_LIMIT_LOGIN: c.settings.env.RATE_LIMIT_LOGIN } : {}),
    ...(c.settings.env.RATE_LIMIT_LOGIN_ACCOUNT ? { API_SUITE_RATE_LIMIT_LOGIN_ACCOUNT: c.settings.env.RATE_LIMIT_LOGIN_ACCOUNT } : {}),
  };
  const excluded = remoteExclusions(remoteFromEnv(env)!.profile);
  t.figure(
    'not defined through the balancer',
    [
      'in-process only: the seed rerun, the read during a held commit',
      ...(secret ? [] : ['the expired token (no PAYLOAD_SECRET)']),
      ...excluded.map((e) => `${e.test}: ${e.reason}`),
    ].join('; '),
  );

  const started = Date.now();
  const report = await runSuite(env, 5 * 60_000);
  const failed = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed'));
  t.figure('API suite through the balancer: tests passed', `${report.numPassedTests} of ${report.numTotalTests}`);
  t.figure('API suite through the balancer: run time (vitest, sign-ins, mailed codes)', `${seconds(Date.now() - started).toFixed(1)} s`);
  for (const test of failed) t.check(`API suite: ${test.fullName}`, false, (test.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 300));
  // A failure outside any test (the suite's own beforeAll: sign-in, the secret check) leaves only a file message.
  for (const file of report.testResults.filter((r) => r.message)) t.check('the suite file ran', false, file.message.split('\n')[0]!.slice(0, 300));
  t.check(
    'every test of the API suite passed through the balancer',
    report.numTotalTests > 0 && report.numFailedTests === 0 && report.numPassedTests === report.numTotalTests,
    `${report.numPassedTests} of ${report.numTotalTests}`,
  );
}
