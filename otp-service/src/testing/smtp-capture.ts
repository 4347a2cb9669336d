import { SMTPServer } from 'smtp-server';

import { freePort } from './redis-server';

export interface CapturedMail {
  to: string;
  subject: string;
  raw: string;
  code: string | undefined;
  messageId: string | undefined;
  receivedAt: number;
}

/** Decodes quoted-printable soft breaks and escapes well enough to read the code and headers. */
const unfold = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server of the test's own that keeps every message it accepts. */
/** A header of a raw message, its folded lines joined (a long Message-ID or Subject is folded). */
function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: (() => void)[] = [];

  /** Delay before accepting each message, to keep sends in flight. */
  acceptDelayMs = 0;

  /** When set, every recipient is refused with this SMTP reply code (550: a permanent failure). */
  refuseRecipients: number | undefined;

  constructor(readonly port: number) {}

  static async create(): Promise<SmtpCapture> {
    return new SmtpCapture(await freePort());
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts accepting mail (until then, connections are refused). */
  async listen(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // A reverse DNS lookup per connection would time the resolver, not the mail path.
      disableReverseLookup: true,
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (!this.refuseRecipients) return callback();
        callback(Object.assign(new Error('Recipient refused by the test'), { responseCode: this.refuseRecipients }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = unfold(Buffer.concat(chunks).toString('utf8'));
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: headerOf(raw, 'Subject') ?? '',
            raw,
            code: /verification code is:\s*([A-Z0-9]{6})/.exec(raw)?.[1],
            messageId: headerOf(raw, 'Message-ID'),
            receivedAt: performance.now(),
          });
          for (const wake of this.waiters.splice(0)) wake();
          if (this.acceptDelayMs) setTimeout(() => callback(), this.acceptDelayMs);
          else callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // From here on the server's 'error' events are its connections': a sender killed mid-mail (the
    // fault tests SIGKILL the worker) resets its socket, which unheard would crash the test process.
    // A mail cut off that way is simply not captured, which is what the tests look at.
    server.on('error', () => undefined);
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `predicate` holds over all mails received so far (checked once per arriving mail). */
  async waitUntil(predicate: (mails: CapturedMail[]) => boolean, timeoutMs = 30_000): Promise<void> {
    await this.wake(
      () => (predicate(this.mails) ? true : undefined),
      timeoutMs,
      () => `the awaited mails did not arrive within ${timeoutMs} ms (${this.mails.length} received)`,
    );
  }

  /** Resolves with the first mail that satisfies `predicate`, waiting up to `timeoutMs`. */
  async waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs = 10_000): Promise<CapturedMail> {
    return this.wake(
      () => this.mails.find(predicate),
      timeoutMs,
      () => `no matching mail within ${timeoutMs} ms (${this.mails.length} received)`,
    );
  }

  /** Re-evaluates `check` whenever a mail arrives until it answers something, or throws at the deadline. */
  private async wake<T>(check: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }
}
