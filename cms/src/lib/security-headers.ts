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
