import type { Env } from './env';

type OriginSettings = Pick<Env, 'PUBLIC_URL' | 'PORT'>;

/**
 * The app's public origin, decided here and nowhere else: PUBLIC_URL (its origin, so a trailing
 * slash or path does not double up), else the address `npm start` serves (it sets PUBLIC_URL
 * itself; production refuses to start without it, see env.ts). Never a request's Host or
 * X-Forwarded-* header: links in mails, canonical links and the panel's CSRF check are built
 * from it, and a forged header would point them at the sender's own server.
 */
export function publicOrigin(env: OriginSettings): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may use the panel's session cookie (Payload's `csrf` list): the public
 * origin, and on a loopback one the same port under the other loopback names (one server, reached
 * as localhost or 127.0.0.1). Any other origin, another port on this host included, is foreign.
 */
export function ownOrigins(env: OriginSettings): string[] {
  const url = new URL(publicOrigin(env));
  if (!loopbackNames.includes(url.hostname)) return [url.origin];
  return loopbackNames.map((name) => {
    url.hostname = name;
    return url.origin;
  });
}

/** Whether the site is served over https (HSTS, upgrade-insecure-requests and the Secure cookie follow it). */
export const servedOverHttps = (env: OriginSettings) => publicOrigin(env).startsWith('https:');
