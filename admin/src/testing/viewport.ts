import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia`, so MUI's useMediaQuery sees a wide screen. This makes every
 * `max-width` query match, as on a phone; `vi.unstubAllGlobals()` puts the wide screen back.
 */
export function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
