// The host's view of the stack: the balancer's and MailDev's published ports on 127.0.0.1.
import { sleep } from './docker';

export interface Answer {
  status: number;
  retryAfter: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read field by field
  body: any;
  /** When the request was sent and answered (ms since the epoch). */
  sentAt: number;
  answeredAt: number;
  /** A transport error instead of an answer (status 0). */
  error?: string;
}

export class Balancer {
  constructor(readonly url: string) {}

  async call(method: string, route: string, options: { json?: unknown; token?: string; timeoutMs?: number } = {}): Promise<Answer> {
    const sentAt = Date.now();
    try {
      const response = await fetch(`${this.url}${route}`, {
        method,
        headers: {
          ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: AbortSignal.timeout(options.timeoutMs ?? 70_000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body, sentAt, answeredAt: Date.now() };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: 0, retryAfter: null, body: undefined, sentAt, answeredAt: Date.now(), error: cause ?? String(error) };
    }
  }

  async token(email: string, password: string): Promise<string> {
    const answer = await this.call('POST', '/api/v1/auth/login', { json: { email, password } });
    if (answer.status !== 200) throw new Error(`staff sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token as string;
  }
}

/** A support query's fields; the address is what tells the campaign's mails apart. */
export const queryInput = (email: string, n = 0) => ({
  name: 'Stack Campaign',
  email,
  phone: '+1 555 0100 200',
  message: `Support query number ${n} from the stack campaign.`,
});

export interface Mail {
  id: string;
  text: string;
  headers?: Record<string, string>;
  to: { address: string }[];
  subject?: string;
  /** When MailDev received it. */
  time: string;
}

/** MailDev 3's REST API. */
export class Mailbox {
  constructor(readonly url: string) {}

  async all(): Promise<Mail[]> {
    const response = await fetch(`${this.url}/api/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as Mail[];
  }

  /** A header of a mail as it was sent (MailDev's list leaves some out, Reply-To among them), unfolded. */
  async header(id: string, name: string): Promise<string | undefined> {
    const response = await fetch(`${this.url}/api/email/${encodeURIComponent(id)}/source`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status} for the source of ${id}`);
    const head = (await response.text()).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
  }

  async clear(): Promise<void> {
    await fetch(`${this.url}/api/email/all`, { method: 'DELETE' });
  }

  /** Mails per recipient (lower-cased), oldest first. */
  async byRecipient(): Promise<Map<string, Mail[]>> {
    const map = new Map<string, Mail[]>();
    for (const mail of await this.all()) {
      for (const { address } of mail.to) {
        const key = address.toLowerCase();
        map.set(key, [...(map.get(key) ?? []), mail]);
      }
    }
    return map;
  }

  /** Waits until every address has at least `count` mails; returns when that was first seen, or throws. */
  async waitForAll(addresses: string[], { count = 1, timeoutMs = 60_000 } = {}): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.byRecipient();
      const missing = addresses.filter((address) => (mails.get(address.toLowerCase())?.length ?? 0) < count);
      if (missing.length === 0) return Date.now();
      if (Date.now() > deadline)
        throw new Error(
          `${missing.length} of ${addresses.length} mails missing after ${timeoutMs / 1000} s, e.g. ${missing.slice(0, 3).join(', ')}`,
        );
      await sleep(250);
    }
  }

  /** The code in the newest mail to `address` (the newest code is the only valid one). */
  async code(address: string, { count = 1, timeoutMs = 30_000 } = {}): Promise<string> {
    await this.waitForAll([address], { count, timeoutMs });
    const mails = (await this.byRecipient()).get(address.toLowerCase())!;
    const code = codeOf(mails.at(-1)!);
    if (!code) throw new Error(`no code in the mail to ${address}`);
    return code;
  }
}

export const codeOf = (mail: Mail) => /verification code is:\s*([A-Z0-9]{6})/.exec(mail.text)?.[1];
