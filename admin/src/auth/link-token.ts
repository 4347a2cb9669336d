/** A mailed link's token, read once: the address bar keeps it no longer than the page needs it. */
export function takeToken(): string {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
