import path from 'node:path';

import { env } from '../config/env';

export const mediaDir = path.join(env.dataDir, 'media');
export const sqliteFile = path.join(env.dataDir, 'agency.db');
