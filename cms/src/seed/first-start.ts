/**
 * Makes the first-start data that `npm run build` ships to `npm start` (scripts/lib/first-start.mjs):
 * migrates and seeds the database at DATABASE_URI, with its images under DATA_DIR/media, and
 * stops. No staff account: the first start creates it from its own ADMIN_EMAIL and ADMIN_PASSWORD.
 */
await import('lexical');
const { getPayload } = await import('payload');
const { default: config } = await import('../payload.config');
const { migrate } = await import('../lib/migrate');
const { seedParts } = await import('./index');

const payload = await getPayload({ config });
await migrate(payload);
await seedParts(payload);
await payload.destroy();
process.exit(0);

export {};
