import { pino, type Logger } from 'pino';
import { z } from 'zod';

import { envVar, parseEnv } from './env';

const { LOG_LEVEL } = parseEnv(z.object({ LOG_LEVEL: envVar.LOG_LEVEL }));

/** The one logger of every process: JSON lines on stdout, level from LOG_LEVEL. */
export const logger: Logger = pino({
  level: LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: undefined,
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.code'], remove: true },
});

export type { Logger };
