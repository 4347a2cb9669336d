import { withPayload } from '@payloadcms/next/withPayload';

/** Next only hosts Payload's panel (/cms) and Payload's own REST API (/cms/api). */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@agency/contract', '@agency/server-kit', '@agency/otp-service'],
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks the whole repo once
  images: { unoptimized: true },
  // One copy of Payload per process: the Express side boots it and the panel reuses that instance.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/db-mongodb',
    'sharp',
    'pino',
    'ioredis',
  ],
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
