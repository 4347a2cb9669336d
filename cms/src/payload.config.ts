import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { s3Storage } from '@payloadcms/storage-s3';
import { buildConfig, type Plugin } from 'payload';
import sharp from 'sharp';

import { limits, messages } from '@agency/contract';
import { logger } from '@agency/otp-service/logger';

import { isForeignKeyViolation } from './api/errors';
import { Categories } from './collections/categories';
import { Media } from './collections/media';
import { Packages } from './collections/packages';
import { Queries } from './collections/queries';
import { TeamMembers } from './collections/team-members';
import { Users } from './collections/users';
import { env } from './config/env';
import { SeedState, SiteContent } from './globals/site-content';
import { createDatabaseAdapter } from './lib/database';
import { s3ClientConfig } from './lib/s3';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Always registered: with `alwaysInsertFields` the media schema (its `prefix` and `_objectKey`
// columns) is the same with or without a bucket, so one set of migrations serves both modes.
const plugins: Plugin[] = [
  s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: env.S3_BUCKET ?? '',
    config: s3ClientConfig(env),
  }),
];

export default buildConfig({
  secret: env.payloadSecret,
  // Payload's own routes stay clear of /api/v1: the panel at /cms, its REST API under /cms/api.
  routes: { admin: '/cms', api: '/cms/api' },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Agency CMS' },
    // Gravatar would send every editor's e-mail hash to another origin.
    avatar: 'default',
  },
  collections: [Users, Categories, Packages, TeamMembers, Queries, Media],
  globals: [SiteContent, SeedState],
  db: await createDatabaseAdapter(),
  sharp,
  upload: { limits: { fileSize: limits.imageMaxBytes } },
  plugins,
  telemetry: false,
  cookiePrefix: 'agency',
  // Payload's REST answers a refused foreign key with 500: it is the request's reference at fault.
  hooks: {
    afterError: [
      ({ error }) => (isForeignKeyViolation(error) ? { status: 409, response: { errors: [{ message: messages.referenceConflict }] } } : undefined),
    ],
  },
  // The panel's cookie counts only on requests from the public origin (when it is known).
  csrf: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [],
  logger: logger.child({ name: 'payload' }),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
});
