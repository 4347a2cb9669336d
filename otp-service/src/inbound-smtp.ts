import type { AddressInfo } from 'node:net';

import type { Redis } from 'ioredis';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

import { logger } from '@agency/server-kit/logger';

import { inboundJobOptions, inboundMaxBytes, inboundRefusedKey, type InboundQueue } from './inbound-queue';
import { queryOfAddress } from './reply-address';

const log = logger.child({ name: 'inbound-smtp' });

export interface InboundSmtpOptions {
  port: number;
  host: string;
  /** The reply addresses' domain: only `reply+<token>@<domain>` with a token that verifies is accepted. */
  domain: string;
  secret: string;
  queue: InboundQueue;
  redis: Redis;
  prefix: string;
}

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/** Reads a message to its end; undefined when it grew past the limit (the rest is read and dropped). */
function readMessage(stream: SMTPServerDataStream): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(stream.sizeExceeded ? undefined : Buffer.concat(chunks)));
  });
}

/**
 * The SMTP receiver of visitors' answers: refuses (550) every recipient but a valid reply address
 * at RCPT, refuses (552) a message over 10 MB, and answers 250 only once the message is queued
 * for the app; when Redis cannot take it, 451 makes the sender try again later.
 */
export async function startInboundSmtp({ port, host, domain, secret, queue, redis, prefix }: InboundSmtpOptions) {
  const refused = () => void redis.incr(inboundRefusedKey(prefix)).catch(() => undefined);
  const server = new SMTPServer({
    name: domain,
    banner: 'inbound mail for support queries',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: inboundMaxBytes,
    logger: false,
    // Many small answers, not long sessions.
    maxClients: 100,
    socketTimeout: 60_000,
    onRcptTo(address, _session, callback) {
      if (queryOfAddress(secret, address.address, domain)) return callback();
      refused();
      callback(smtpError(550, `5.1.1 <${address.address}>: no such recipient here`));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      void (async () => {
        const raw = await readMessage(stream);
        if (!raw) return callback(smtpError(552, `5.3.4 message larger than ${inboundMaxBytes} bytes`));
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        try {
          await queue.add('inbound', { raw: raw.toString('base64'), recipients }, inboundJobOptions);
        } catch (error) {
          log.warn({ err: (error as Error).message }, 'inbound mail not queued; the sender will try again');
          return callback(smtpError(451, '4.3.0 cannot take mail right now; try again later'));
        }
        log.info({ bytes: raw.length, recipients: recipients.length }, 'inbound mail queued');
        callback();
      })().catch((error: Error) => callback(smtpError(451, `4.3.0 ${error.message}`)));
    },
  });
  server.on('error', (error) => log.warn({ err: error.message }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  log.info({ host, port: bound }, 'inbound SMTP listening');
  return { port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
