import { createHash } from 'node:crypto';

import helmet, { type HelmetOptions } from 'helmet';

import type { Env } from '../config/env';
import { servedOverHttps } from '../config/public-origin';

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives'];

/**
 * helmet, with HSTS and the CSP's `upgrade-insecure-requests` only when the site is served over
 * https (its PUBLIC_URL): on plain http they would send the browser to a port nobody serves (a
 * local run, or 127.0.0.1 while PUBLIC_URL is https). `directives` are the page's CSP, added to
 * helmet's defaults.
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, directives: Directives = {}) {
  const https = servedOverHttps(env);
  return helmet({
    strictTransportSecurity: https,
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: https ? [] : null } },
  });
}

/**
 * CSP sources (`'sha256-…'`) allowing the inline scripts of a page template, such as the site's
 * loader (site/scripts/load-after-paint.ts). Data blocks (`type="application/…"`) do not run and
 * need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const inline = /<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/)[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(inline)].map(([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
}
