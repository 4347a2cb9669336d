import { aboutQuery, brandedHtml, escapeHtml, paragraphs, type RenderedMail } from './layout';
import { displayName } from './otp-mail';

/** Staff's answer to a support query, in the brand's frame; the visitor's answer comes back to the query (its Reply-To). */
export function renderReplyMail({ name, message, brand, reference }: { name: string; message: string; brand: string; reference?: string | null }): RenderedMail {
  const greetingName = displayName(name);
  const subject = aboutQuery(`Re: your ${brand} support query`, reference);
  const text = [
    `Hi ${greetingName},`,
    '',
    message.trim(),
    '',
    `Reply to this e-mail to continue the conversation.`,
    '',
    `— The ${brand} team`,
  ].join('\n');
  const body = `<p style="margin:0 0 16px;font-size:16px">Hi ${escapeHtml(greetingName)},</p>
${paragraphs(message)}
<p style="margin:0 0 0;font-size:13px;color:#6b7280">Reply to this e-mail to continue the conversation.</p>`;
  return { subject, text, html: brandedHtml({ subject, body, brand }) };
}
