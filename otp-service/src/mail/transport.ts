import net from 'node:net';

import nodemailer, { type Transporter } from 'nodemailer';

type SocketCallback = (error: Error | null, socket?: { connection: net.Socket } | false) => void;

const connectTimeoutMs = 5000;

/**
 * Opens the SMTP connection with Nagle's algorithm off. With it on, the small writes of
 * the SMTP dialogue wait for the peer's delayed ACK: about 40 ms per message, measured.
 * When the connection fails we answer "no socket" rather than an error: nodemailer then
 * connects itself, fails the same way, and its pool frees the slot (an error from here
 * would leave the slot taken forever, and after ten the pool stops sending).
 */
function openSocket(options: { host?: string; port?: number }, callback: SocketCallback): void {
  let answered = false;
  const socket = net.connect({ host: options.host, port: options.port ?? 587 });
  const answer = (connected: boolean) => {
    if (answered) return;
    answered = true;
    socket.setTimeout(0);
    if (!connected) socket.destroy();
    callback(null, connected ? { connection: socket } : false);
  };
  socket.setNoDelay(true);
  socket.setTimeout(connectTimeoutMs, () => answer(false));
  socket.once('connect', () => answer(true));
  socket.once('error', () => answer(false));
}

/** Pooled SMTP with short timeouts: a queued sender wants seconds and a retry, not minutes. */
export function createTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Local catchers (MailDev) offer no certificate worth checking.
    ignoreTLS: ['127.0.0.1', 'localhost'].includes(url.hostname),
    pool: true,
    getSocket: openSocket,
    maxConnections: 10,
    connectionTimeout: connectTimeoutMs,
    greetingTimeout: 5000,
    socketTimeout: 15_000,
  });
}
