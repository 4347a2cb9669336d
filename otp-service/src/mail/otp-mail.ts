import { brandedHtml, escapeHtml, type RenderedMail } from './layout';

export type { RenderedMail } from './layout';

export interface OtpMailInput {
  name: string;
  code: string;
  validMinutes: number;
  brand: string;
}

// A word is link-like when it names a scheme (https://, ftp://), starts with www., holds an
// address (@), or looks like a domain: a letter or digit, a dot, then two letters (example.com).
const linkLike = /:\/\/|^www\.|@|[\p{L}\p{N}]\.\p{L}{2}/iu;

/**
 * The visitor's name as the mail shows it. Anyone can type any address into the support
 * form, so the name is the one thing a stranger controls in a mail we send: it keeps no link,
 * no address and no line break (fullwidth look-alikes are folded first by NFKC).
 */
export function displayName(name: string): string {
  const words = name
    .normalize('NFKC')
    .split(/\s+/)
    .filter((word) => word && !linkLike.test(word));
  return words.join(' ') || 'there';
}

/** The verification mail: the code large, how long it lasts, and what to do if it was not you. */
export function renderOtpMail({ name: rawName, code, validMinutes, brand }: OtpMailInput): RenderedMail {
  const name = displayName(rawName);
  const subject = `Your ${brand} verification code`;
  const text = [
    `Hi ${name},`,
    '',
    `Your verification code is: ${code}`,
    '',
    `Enter it on the verification page to send us your support query. The code is valid for ${validMinutes} minutes and works once.`,
    '',
    `Didn't ask for this? Someone may have typed your address by mistake. You can ignore this e-mail: without the code nothing is sent to us.`,
    '',
    `— The ${brand} team`,
  ].join('\n');
  const safeName = escapeHtml(name);
  const body = `<p style="margin:0 0 16px;font-size:16px">Hi ${safeName},</p>
<p style="margin:0 0 16px;font-size:16px">Your verification code is:</p>
<p style="margin:0 0 24px;font-size:36px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;background:#ede9fe;border-radius:8px;padding:16px;text-align:center" aria-label="Verification code ${code.split('').join(' ')}">${code}</p>
<p style="margin:0 0 16px;font-size:15px">Enter it on the verification page to send us your support query. The code is valid for <strong>${validMinutes} minutes</strong> and works once.</p>
<p style="margin:0 0 0;font-size:13px;color:#6b7280">Didn't ask for this? Someone may have typed your address by mistake. You can ignore this e-mail: without the code nothing is sent to us.</p>`;
  const html = brandedHtml({ subject, body, brand });
  return { subject, text, html };
}
