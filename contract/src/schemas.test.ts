import { describe, expect, it } from 'vitest';

import { messages } from './messages';
import { packageSchema, safeHref } from './schemas';

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/pay',
  '/relative/path',
  'https:alert(1)',
  'https://pay.example.com/\njavascript:alert(1)',
  'https://pay.example.com/a b',
  '',
];

describe('safe links', () => {
  it('lets absolute http and https addresses through, as written', () => {
    expect(safeHref('https://pay.example.com/p?x=1#top')).toBe('https://pay.example.com/p?x=1#top');
    expect(safeHref('http://localhost:3000/pay')).toBe('http://localhost:3000/pay');
    expect(safeHref('  https://calendly.com/studio  ')).toBe('https://calendly.com/studio');
  });

  it.each(hostile)('refuses %j as an href', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('refuses the same addresses as a package payment link, with its message', () => {
    const valid = {
      name: 'P',
      description: 'D',
      price: 1,
      priceBasis: 'per month',
      features: ['F'],
      category: 'abc',
      paymentRedirectURL: 'https://pay.example.com/p',
    };
    expect(packageSchema.safeParse(valid).success).toBe(true);
    for (const url of hostile.filter(Boolean)) {
      const result = packageSchema.safeParse({ ...valid, paymentRedirectURL: url });
      expect(result.error?.issues, url).toEqual([
        expect.objectContaining({ path: ['paymentRedirectURL'], message: messages.paymentUrlInvalid }),
      ]);
    }
  });
});
