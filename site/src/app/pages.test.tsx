import { describe, expect, it } from 'vitest';

import { paths } from '../config/routes';
import { loadPage, pageFor, pageRoutes } from './pages';

describe('the route table', () => {
  it('has a file for every page it names', async () => {
    for (const { page } of pageRoutes) await expect(loadPage(page)).resolves.toBeUndefined();
  });

  it('finds the page the route tree draws, the catch-all last', () => {
    expect(pageFor(paths.home.getHref())).toBe('home');
    expect(pageFor(paths.otpVerification.getHref())).toBe('otp-verification');
    expect(pageFor('/support/')).toBe('support');
    expect(pageFor('/no-such-page')).toBe('not-found');
    expect(pageRoutes.at(-1)).toBe(paths.notFound);
  });
});
