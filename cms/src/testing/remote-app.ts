import { createHash, randomBytes } from 'node:crypto';

import { jwtVerify } from 'jose';

import { httpCaller, type CallResult, type TestApp } from './boot';

/**
 * A running server the API suite drives by URL only (`npm start`, or the production stack behind
 * its balancer): what a black-box run needs to know that it cannot ask the server.
 */
export interface RemoteProfile {
  /**
   * The sign-in throttle the server runs with (its RATE_LIMIT_LOGIN and RATE_LIMIT_LOGIN_ACCOUNT):
   * failed sign-ins per address, and per account from one address, in 15 minutes.
   */
  loginLimits: { perAddress: number; perAccount: number };
  /**
   * Whether the server takes the suite's own X-Forwarded-For (it trusts the suite's hop, as
   * `npm start` trusts loopback). Behind a balancer it does not: the balancer appends the one
   * address every request comes from, and that is what the app counts.
   */
  otherAddresses: boolean;
  /** The server's PAYLOAD_SECRET, when known: the suite signs tokens with it (an expired one). */
  payloadSecret?: string;
}

/** Where the server and its mail catcher answer, and the staff account the suite signs in with. */
export interface RemoteServer {
  url: string;
  /** MailDev's web inbox (its REST API, /api/email): where the visitors' codes arrive. */
  mailUrl: string;
  staff: { email: string; password: string };
}

/** The app's own defaults (cms/src/config/env.ts), for a server that does not say otherwise. */
export const defaultLoginLimits = { perAddress: 20, perAccount: 5 };

/** The name remoteExclusions gives the sign-in throttle test (its title carries the limit). */
export const throttleTest = 'slows down the address that failed N sign-ins to an account';

/** Failed sign-ins the suite spends to meet the per-account throttle at most. */
const throttleBudget = 10;

/**
 * Tests of the suite a remote run leaves out, and why: decided before the run, from the profile,
 * so the tests are not defined at all (nothing is skipped).
 */
export function remoteExclusions(profile: RemoteProfile): { test: string; reason: string }[] {
  const { perAccount, perAddress } = profile.loginLimits;
  if (perAccount > throttleBudget)
    return [
      {
        test: throttleTest,
        reason: `the server allows ${perAccount} failed sign-ins per account and address (RATE_LIMIT_LOGIN_ACCOUNT); the suite spends at most ${throttleBudget}`,
      },
    ];
  // The suite's other failed sign-in (wrong credentials) plus these must stay under the address's own limit.
  if (perAccount + 1 >= perAddress)
    return [
      {
        test: throttleTest,
        reason: `the address limit (RATE_LIMIT_LOGIN ${perAddress}) would stop the suite's address before the account's (${perAccount})`,
      },
    ];
  return [];
}

/** Reads a remote target from API_SUITE_* variables; undefined when API_SUITE_URL is unset. */
export function remoteFromEnv(env: Record<string, string | undefined> = process.env): { profile: RemoteProfile; server: RemoteServer } | undefined {
  if (!env.API_SUITE_URL) return undefined;
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required with API_SUITE_URL`);
    return value;
  };
  const limit = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    profile: {
      loginLimits: {
        perAddress: limit('API_SUITE_RATE_LIMIT_LOGIN', defaultLoginLimits.perAddress),
        perAccount: limit('API_SUITE_RATE_LIMIT_LOGIN_ACCOUNT', defaultLoginLimits.perAccount),
      },
      otherAddresses: env.API_SUITE_TRUSTS_FORWARDED_FOR === '1',
      payloadSecret: env.API_SUITE_PAYLOAD_SECRET || undefined,
    },
    server: {
      url: env.API_SUITE_URL.replace(/\/$/, ''),
      mailUrl: required('API_SUITE_MAIL_URL').replace(/\/$/, ''),
      staff: { email: required('API_SUITE_STAFF_EMAIL'), password: required('API_SUITE_STAFF_PASSWORD') },
    },
  };
}

/**
 * The key Payload 3 signs its tokens with: not PAYLOAD_SECRET itself but the first 32 hex digits of
 * its SHA-256 (payload/dist/index.js, `this.secret`). `remoteApp` checks it against a real token.
 */
export const signingKey = (payloadSecret: string) =>
  new TextEncoder().encode(createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32));

interface Mail {
  text?: string;
  to: { address: string }[];
}

/** The code in the newest of at least `count` verification mails to `email`, waiting for it. */
async function mailedCode(mailUrl: string, email: string, { count = 1, timeoutMs = 20_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailUrl}/api/email`);
    if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
    const mails = ((await response.json()) as Mail[]).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));
    const code = mails.length >= count ? /verification code is:\s*([A-Z0-9]{6})/.exec(mails.at(-1)?.text ?? '')?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A query as the suite adds it: the visitor's fields, and whether it ends verified. */
export interface QueryInput {
  data: { name: string; email: string; phone: string; message: string };
  isVerified: boolean;
}

export interface RemoteApp extends Pick<TestApp, 'url' | 'call' | 'statuses' | 'token'> {
  staff: RemoteServer['staff'];
  /** In every name and address the run makes: the server keeps its data from run to run. */
  tag: string;
  /** The server's token signing key, checked against a token it issued; undefined without the secret. */
  key: Uint8Array | undefined;
  /** Uploaded images, counted through Payload's REST API (the CMS panel's, /cms/api). */
  countMedia: () => Promise<number>;
  /** Queries as visitors make them: submitted, and verified with the mailed code. */
  addQueries: (queries: QueryInput[]) => Promise<void>;
  /** Deletes what the run made under its tag: staff accounts and queries. */
  cleanUp: () => Promise<void>;
}

const expectStatus = (what: string, result: CallResult, status: number) => {
  if (result.status !== status) throw new Error(`${what} answered ${result.status}, not ${status}: ${JSON.stringify(result.body)}`);
};

/** Connects to a running server: signs in, and checks the given secret signs the server's tokens. */
export async function remoteApp(profile: RemoteProfile, server: RemoteServer): Promise<RemoteApp> {
  const statuses: number[] = [];
  const call = httpCaller(server.url, statuses);
  const tag = `suite${randomBytes(4).toString('hex')}`;

  let cachedToken: string | undefined;
  const token = async () => {
    if (cachedToken) return cachedToken;
    const login = await call('POST', '/api/v1/auth/login', { json: server.staff });
    expectStatus(`signing in as ${server.staff.email}`, login, 200);
    cachedToken = login.body.data.token as string;
    return cachedToken;
  };

  let key: Uint8Array | undefined;
  if (profile.payloadSecret) {
    key = signingKey(profile.payloadSecret);
    await jwtVerify(await token(), key).catch(() => {
      throw new Error('the given PAYLOAD_SECRET does not sign the tokens this server issues');
    });
  }

  const countMedia = async () => {
    const list = await call('GET', '/cms/api/media?limit=1&depth=0', { headers: { Authorization: `JWT ${await token()}` } });
    expectStatus('listing media through /cms/api (the CMS panel must be on)', list, 200);
    return list.body.totalDocs as number;
  };

  const addQueries = async (queries: QueryInput[]) => {
    for (const { data, isVerified } of queries) {
      const created = await call('POST', '/api/v1/query/create', { json: data });
      expectStatus(`submitting a query from ${data.email}`, created, 201);
      if (!isVerified) continue;
      const otp = await mailedCode(server.mailUrl, data.email);
      const verified = await call('POST', '/api/v1/query/verify-otp', { json: { otp, queryId: created.body.data.id } });
      expectStatus(`verifying the query from ${data.email}`, verified, 200);
    }
  };

  const cleanUp = async () => {
    const auth = { token: await token() };
    const staff = (await call('GET', '/api/v1/auth', auth)).body.data as { _id: string; email: string }[];
    for (const account of staff.filter((a) => a.email.includes(tag))) await call('DELETE', `/api/v1/auth/${account._id}`, auth);
    for (const isVerified of ['true', 'false']) {
      const list = await call('GET', `/api/v1/query?isVerified=${isVerified}&limit=100&searchTerm=${tag}`, auth);
      for (const query of (list.body.data ?? []) as { _id: string }[]) await call('DELETE', `/api/v1/query/${query._id}`, auth);
    }
  };

  return { url: server.url, call, statuses, token, staff: server.staff, tag, key, countMedia, addQueries, cleanUp };
}
