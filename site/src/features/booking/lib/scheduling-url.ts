/** The scheduling page with its cookie-consent banner hidden (Calendly's `hide_gdpr_banner=1`). */
export function embedUrl(schedulingUrl: string): string {
  const url = new URL(schedulingUrl);
  url.searchParams.set('hide_gdpr_banner', '1');
  return url.toString();
}
