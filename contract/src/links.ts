/**
 * The one rule for an address the site links to (payment, social, scheduling): absolute http or
 * https with a host, and no blank or control character anywhere (a browser drops them before it
 * reads the scheme). Both APIs store only such addresses (`safeUrlSchema`); the site renders only
 * such hrefs. Plain code, no zod: the site's browser bundle imports it.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const address = url.trim();
  if (!/^https?:\/\/[^\s\p{Cc}]+$/iu.test(address)) return undefined;
  try {
    return new URL(address).hostname ? address : undefined;
  } catch {
    return undefined;
  }
}
