// The SMTP capture of bench/otp in a process of its own: receiving 200 mails must not hold up
// the bench process's event loop while it times the create responses. Each mail goes to the
// parent as it arrives, stamped on the epoch clock both processes share.
import { SmtpCapture } from '../../otp-service/src/testing/smtp-capture';

export interface ReceivedMail {
  to: string;
  /** performance.timeOrigin + performance.now() at receipt, in ms. */
  receivedAtEpoch: number;
}

// The bench ending, or failing, ends the capture too.
process.on('disconnect', () => process.exit(0));
const capture = await SmtpCapture.create();
await capture.listen();
process.send?.({ url: capture.url });
let forwarded = 0;
for (;;) {
  await capture.waitUntil((mails) => mails.length > forwarded, 24 * 3600_000);
  const fresh = capture.mails.slice(forwarded).map((m): ReceivedMail => ({ to: m.to, receivedAtEpoch: performance.timeOrigin + m.receivedAt }));
  forwarded += fresh.length;
  process.send?.({ mails: fresh });
}
