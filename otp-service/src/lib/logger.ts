import { pino, type Logger } from 'pino';

/** The one logger of every process: JSON lines on stdout, level from LOG_LEVEL. */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: undefined,
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.code'], remove: true },
});

export type { Logger };
