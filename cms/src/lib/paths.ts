import path from 'node:path';

import { env } from '../config/env';

export const mediaDir = path.join(env.dataDir, 'media');
