import { aboutQuery, brandedHtml, escapeHtml, paragraphs, type RenderedMail } from './layout';

export interface AssignmentNoticeInput {
  query: { name: string; message: string; reference?: string | null };
  assignedBy: string;
  link: string;
  brand: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Tells a staff member a colleague assigned them a query: whose it is, what it says, where to answer. */
export function renderAssignmentNotice({ query, assignedBy, link, brand }: AssignmentNoticeInput): RenderedMail {
  const name = oneLine(query.name);
  const by = oneLine(assignedBy);
  const subject = aboutQuery(`Assigned to you: the query from ${name}`, query.reference);
  const text = [`${by} assigned you the support query from ${name} on ${brand}.`, '', query.message.trim(), '', `Open it in the dashboard: ${link}`].join('\n');
  const body = `<p style="margin:0 0 16px;font-size:16px">${escapeHtml(by)} assigned you the support query from ${escapeHtml(name)}.</p>
${paragraphs(query.message)}
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;border-radius:8px;padding:10px 16px;font-size:15px">Open the query</a></p>`;
  return { subject, text, html: brandedHtml({ subject, body, brand }) };
}
