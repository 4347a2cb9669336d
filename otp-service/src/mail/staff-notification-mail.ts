import { aboutQuery, brandedHtml, escapeHtml, paragraphs, type RenderedMail } from './layout';

export interface StaffNotificationInput {
  query: { name: string; email: string; phone: string; message: string; reference?: string | null };
  link: string;
  brand: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Tells staff a query was verified: who wrote, how to reach them, what they wrote, and where to answer. */
export function renderStaffNotification({ query, link, brand }: StaffNotificationInput): RenderedMail {
  const name = oneLine(query.name);
  const subject = aboutQuery(`New support query from ${name}`, query.reference);
  const text = [
    `A support query was verified on ${brand}.`,
    '',
    `Name: ${name}`,
    `E-mail: ${query.email}`,
    `Phone: ${oneLine(query.phone)}`,
    '',
    query.message.trim(),
    '',
    `Open it in the dashboard: ${link}`,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:2px 12px 2px 0;font-size:14px;color:#6b7280;font-weight:400">${label}</th><td style="padding:2px 0;font-size:14px">${escapeHtml(value)}</td></tr>`;
  const body = `<p style="margin:0 0 16px;font-size:16px">A support query was verified.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${row('Name', name)}${row('E-mail', query.email)}${row('Phone', oneLine(query.phone))}</table>
${paragraphs(query.message)}
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;border-radius:8px;padding:10px 16px;font-size:15px">Open the query</a></p>`;
  return { subject, text, html: brandedHtml({ subject, body, brand }) };
}
