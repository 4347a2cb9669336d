import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';

import { external } from '@agency/contract';

import { capBodies } from './api/body';
import { ApiError, errorHandler, unavailable } from './api/errors';
import type { ApiContext } from './api/context';
import { createV1 } from './api/v1';
import { addressKey } from './lib/client-address';
import { serveMedia } from './lib/media-store';
import { panelGate } from './panel/gate';
import { mediaDir } from './lib/paths';
import { queueBoard, queueBoardPath } from './lib/queue-board';
import { requestLog } from './lib/request-log';
import { inlineScriptHashes, securityHeaders } from './lib/security-headers';
import { seoRoutes } from './resources/seo/routes';
import { clientIpHeader } from './lib/request-scope';
import { clientAddressHeader } from './lib/sign-in-throttle';
import { pageDataPath, type Encoded, type SiteRenderer } from './render/site-renderer';

export interface AppOptions {
  /** Next's handler for the CMS panel; absent when the panel is not built. */
  panel?: RequestHandler;
  /** The repository root, where `admin/dist` lives (and `site/dist`, unless `siteDist` says otherwise). */
  root: string;
  /** The public site's build; `<root>/site/dist` unless given (SITE_DIST). */
  siteDist?: string;
  /** Server rendering of the public site; absent when the site is not built. */
  site?: SiteRenderer;
}

function placeholder(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></body></html>`;
}

/** A built single-page app: hashed assets cached for a year, index.html (with the document headers) for every route it owns. */
function spa(dist: string, title: string, documentHeaders: RequestHandler): RequestHandler[] {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    const page = placeholder(title, 'This part of the product is not built yet.');
    return [documentHeaders, (_req, res) => void res.status(200).type('html').send(page)];
  }
  const html = readFileSync(index);
  return [
    assets(dist),
    documentHeaders,
    (_req, res) => void res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(html),
  ];
}

/**
 * A build's files: content-hashed ones under /assets are immutable (no validators to send),
 * the rest revalidate. Scripts, styles and images carry only the headers that matter for a
 * subresource; the policy headers (CSP, framing, HSTS…) go with the documents. On the home
 * page's fifteen scripts that saves about 1 KB of headers each.
 */
function assets(dist: string): RequestHandler {
  const hashedDir = path.join(dist, 'assets') + path.sep;
  const serve = express.static(dist, {
    index: false,
    // "/login" is a route of the app, not a folder to redirect to "/login/".
    redirect: false,
    setHeaders: (res, file) => {
      const hashed = file.startsWith(hashedDir);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    },
  });
  // The template and the server bundle are not for browsers.
  return (req, res, next) => (req.path === '/index.html' || req.path.startsWith('/server/') ? next() : serve(req, res, next));
}

const origin = (url: string) => new URL(url).origin;

/** The public site may reach other origins only for what the visitor opens: booking, videos. */
const siteDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", origin(external.schedulingWidgetScript)],
  styleSrc: ["'self'", "'unsafe-inline'", origin(external.schedulingWidgetStyle)],
  imgSrc: ["'self'", 'data:', 'blob:'],
  frameSrc: [...external.schedulingFrameOrigins, ...external.videoFrameOrigins],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * The CMS panel: Next's inline bootstrap scripts and Payload's inline styles need 'unsafe-inline'
 * (Next gives no nonces to a custom server); everything else stays on this origin.
 */
const panelDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** The encodings a page is kept in, in the server's order of preference when the client's weights tie. */
const pageEncodings = ['br', 'gzip', 'identity'] as const;
type PageEncoding = (typeof pageEncodings)[number];

/**
 * The best encoding the client accepts (RFC 9110 §12.5.3): weights honoured, `*` standing for the
 * unnamed ones, identity acceptable unless refused. Ties go to the smaller bytes: browsers list
 * `gzip, deflate, br` in that order and mean no preference.
 */
export function pageEncoding(header: string | undefined): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  // Unnamed, identity is acceptable, but below what the client did name (as negotiator ranks it).
  const identity = weights.size ? Math.min(...weights.values()) : 1;
  const weightOf = (encoding: PageEncoding) => weights.get(encoding) ?? weights.get('*') ?? (encoding === 'identity' ? identity : 0);
  let best: PageEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of pageEncodings) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  // Nothing acceptable: identity anyway (a 406 for a web page helps nobody).
  return best;
}

/** What the site's pages carry: they bring their own compressed bytes, so compression() leaves them alone. */
const precompressed = 'precompressed';

/**
 * The public site: server-rendered pages with their data inlined, or the placeholder before a build.
 * Every page (the shared 404 too) comes from the renderer's memory in the encoding the client
 * prefers, compressed when it was rendered, never per request.
 */
function sitePages(dist: string, renderer: SiteRenderer | undefined, siteHeaders: RequestHandler): RequestHandler[] {
  if (!renderer) return spa(dist, 'Video editing agency', siteHeaders);
  return [
    assets(dist),
    express.Router().get(pageDataPath, pageData(renderer)),
    siteHeaders,
    async (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      try {
        const page = await renderer.page(req.path);
        send(req, res, page.status, 'html', 'no-cache', page);
      } catch (error) {
        next(error);
      }
    },
  ];
}

/**
 * The data a page was rendered with, for the browser to hydrate it with (its `<meta name="page-data">`).
 * While the version in the URL is the page's, the bytes never change; after a publish the page's
 * current data answers, for the browser to render afresh.
 */
function pageData(renderer: SiteRenderer): RequestHandler {
  return async (req, res, next) => {
    try {
      const address = req.query.page;
      if (typeof address !== 'string' || !address.startsWith('/')) throw new ApiError(400, 'page: a page address such as /pricing');
      const data = (await renderer.page(address)).data;
      if (!data) throw unavailable();
      const current = req.query.v === data.version;
      res.setHeader('X-Content-Type-Options', 'nosniff').setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      send(req, res, 200, 'json', current ? 'public, max-age=31536000, immutable' : 'no-cache', data);
    } catch (error) {
      errorHandler(error, req, res, next);
    }
  };
}

/** Bytes made once (a page, its data) in the encoding the client prefers, or 304 to a validator of the same encoding. */
function send(req: Request, res: Response, status: number, type: string, cacheControl: string, bytes: Encoded) {
  const encoding = pageEncoding(req.headers['accept-encoding']);
  const chosen = encoding === 'identity' ? bytes : bytes[encoding];
  res.locals[precompressed] = true;
  res.status(status).type(type).setHeader('Cache-Control', cacheControl).setHeader('Vary', 'Accept-Encoding').setHeader('ETag', chosen.etag);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (status === 200 && req.fresh) return void res.status(304).end();
  res.setHeader('Content-Length', chosen.body.length).end(req.method === 'HEAD' ? undefined : chosen.body);
}

export function createApp(ctx: ApiContext, options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.env.TRUST_PROXY);
  app.set('etag', false);
  app.use(requestLog);
  app.use(capBodies);
  // Who is asking, as TRUST_PROXY resolves it, for Payload's hooks (sign-in throttling); a client's own value is overwritten.
  app.use((req, _res, next) => {
    req.headers[clientAddressHeader] = addressKey(req.ip);
    req.headers[clientIpHeader] = req.ip ?? 'unknown';
    next();
  });

  app.use(createV1(ctx));

  // Uploaded images: same origin, so forbid anything active in them.
  app.use(
    '/media',
    compression(),
    securityHeaders(ctx.env, { defaultSrc: ["'none'"], imgSrc: ["'self'"], sandbox: [] }),
    serveMedia({ env: ctx.env, localDir: mediaDir }),
  );

  const panel: RequestHandler =
    options.panel ??
    ((_req, res) => void res.status(503).type('html').send(placeholder('CMS panel not built', 'Run <code>npm start</code> (it builds the panel) or <code>npm run build</code>.')));
  // Next serves the panel, Payload's own REST API under /cms/api, and its assets.
  // app.all keeps the full path (app.use would strip the mount point Next routes on).
  app.all(['/cms', '/cms/*splat', '/_next/*splat'], securityHeaders(ctx.env, panelDirectives), panelGate(ctx.payload, panel));

  // Scripts, styles, SVGs and the dashboard go out compressed; the cached JSON reads above stay raw
  // for speed, and the site's pages bring their bytes compressed once per publish (sitePages).
  app.use(compression({ filter: (req, res) => res.locals[precompressed] !== true && compression.filter(req, res) }));
  // Operators' view of the mail queue (Bull Board), behind staff sign-in.
  app.use(queueBoardPath, ...queueBoard(ctx));
  // The dashboard's own pages: sign-in, forgot password and the mailed reset link, and the dashboard.
  app.use(['/login', '/forgot-password', '/reset-password', '/accept-invite', '/dashboard'], ...spa(path.join(options.root, 'admin/dist'), 'Staff dashboard', securityHeaders(ctx.env)));
  const siteDist = options.siteDist ?? path.join(options.root, 'site/dist');
  app.use(seoRoutes(ctx, siteDist)); // robots.txt, sitemap.xml, the generated link-preview image
  const template = path.join(siteDist, 'index.html');
  const loaders = existsSync(template) ? inlineScriptHashes(readFileSync(template, 'utf8')) : [];
  app.use(sitePages(siteDist, options.site, securityHeaders(ctx.env, { ...siteDirectives, scriptSrc: [...siteDirectives.scriptSrc, ...loaders] })));
  return app;
}
