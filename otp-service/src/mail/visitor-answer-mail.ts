import { aboutQuery, brandedHtml, escapeHtml, paragraphs, type RenderedMail } from './layout';

export interface VisitorAnswerInput {
  query: { name: string; reference?: string | null };
  text: string;
  link: string;
  brand: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Tells staff a visitor answered by mail: who, what they wrote, where the conversation is. */
export function renderVisitorAnswer({ query, text, link, brand }: VisitorAnswerInput): RenderedMail {
  const name = oneLine(query.name);
  const subject = aboutQuery(`New answer from ${name}`, query.reference);
  const said = text.trim() || '(no text; see the attachments)';
  const plain = [`${name} answered their support query on ${brand}.`, '', said, '', `Open it in the dashboard: ${link}`].join('\n');
  const body = `<p style="margin:0 0 16px;font-size:16px">${escapeHtml(name)} answered their support query.</p>
${paragraphs(said)}
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;border-radius:8px;padding:10px 16px;font-size:15px">Open the query</a></p>`;
  return { subject, text: plain, html: brandedHtml({ subject, body, brand }) };
}
