export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A subject about a query, its reference at the end (`… [Q-1042]`) so every mail client threads and finds it. */
export const aboutQuery = (subject: string, reference: string | null | undefined) => (reference ? `${subject} [${reference}]` : subject);

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as HTML paragraphs: escaped, blank lines between paragraphs, single breaks kept. */
export const paragraphs = (text: string, style = 'margin:0 0 16px;font-size:15px') =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((block) => `<p style="${style}">${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

/** The brand's mail: a white card on lavender, the team's signature under it. `body` is trusted HTML. */
export function brandedHtml({ subject, body, brand }: { subject: string; body: string; brand: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ff;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
${body}
</td></tr></table>
<p style="font-size:12px;color:#6b7280">— The ${escapeHtml(brand)} team</p>
</td></tr></table>
</body></html>`;
}
