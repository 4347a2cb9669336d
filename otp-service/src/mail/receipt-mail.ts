import { aboutQuery, brandedHtml, escapeHtml, paragraphs, type RenderedMail } from './layout';
import { displayName } from './otp-mail';

export interface ReceiptInput {
  name: string;
  reference: string;
  message: string;
  brand: string;
}

/** The visitor's receipt once their query is verified: its reference, their words, and that answering adds to it. */
export function renderReceipt({ name, reference, message, brand }: ReceiptInput): RenderedMail {
  const subject = aboutQuery(`We received your ${brand} support query`, reference);
  const said = `We received your query ${reference}; reply to this mail to add details.`;
  const text = [`Hi ${displayName(name)},`, '', said, '', 'Your message:', '', message.trim(), '', `— The ${brand} team`].join('\n');
  const body = `<p style="margin:0 0 16px;font-size:16px">Hi ${escapeHtml(displayName(name))},</p>
<p style="margin:0 0 16px;font-size:15px">We received your query <strong>${escapeHtml(reference)}</strong>; reply to this mail to add details.</p>
<p style="margin:0 0 8px;font-size:13px;color:#6b7280">Your message:</p>
${paragraphs(message, 'margin:0 0 12px;font-size:14px;color:#374151')}`;
  return { subject, text, html: brandedHtml({ subject, body, brand }) };
}
