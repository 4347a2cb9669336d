import { describe, expect, it } from 'vitest';

import { domainOf, queryOfAddress, queryOfToken, replyAddress, replyToken } from './reply-address';

const secret = 'a secret of the tests';

describe('reply addresses', () => {
  it('name the query they were made for, whatever its database calls an id, in a local part of at most 64 characters', () => {
    for (const id of ['3f1d2c8e-5b7a-4e21-9c0d-8a6b4f2e1d3c', '65a1f0c2e4b0a1b2c3d4e5f6', '1042']) {
      const address = replyAddress(secret, id, 'cutroomstudio.com');
      expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
      expect(address).toMatch(/^reply\+[a-z0-9-]+@cutroomstudio\.com$/);
      expect(queryOfAddress(secret, address, 'cutroomstudio.com')).toBe(id);
    }
  });

  it('survive a mail system that changes the case of the address', () => {
    const address = replyAddress(secret, '3f1d2c8e-5b7a-4e21-9c0d-8a6b4f2e1d3c', 'cutroomstudio.com');
    expect(queryOfAddress(secret, address.toUpperCase(), 'cutroomstudio.com')).toBe('3f1d2c8e-5b7a-4e21-9c0d-8a6b4f2e1d3c');
  });

  it('refuse a token signed with another secret, altered in any character, or naming another query', () => {
    const token = replyToken(secret, '3f1d2c8e-5b7a-4e21-9c0d-8a6b4f2e1d3c');
    expect(queryOfToken('another secret', token)).toBeUndefined();
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '-') continue;
      const altered = token.slice(0, i) + (token[i] === '0' ? '1' : '0') + token.slice(i + 1);
      expect(queryOfToken(secret, altered)).toBeUndefined();
    }
    const [, signature] = token.split('-').slice(-2);
    expect(queryOfToken(secret, `u${'0'.repeat(32)}-${signature}`)).toBeUndefined();
    for (const junk of ['', '-', 'u-', 'zz-00', `x${'ab'.repeat(60)}-${signature}`]) expect(queryOfToken(secret, junk)).toBeUndefined();
  });

  it('are checked against the inbound domain when one is given', () => {
    const address = replyAddress(secret, '1042', 'cutroomstudio.com');
    expect(queryOfAddress(secret, address, 'elsewhere.example')).toBeUndefined();
    expect(queryOfAddress(secret, address)).toBe('1042');
    expect(queryOfAddress(secret, 'support@cutroomstudio.com')).toBeUndefined();
  });

  it("take the inbound domain from MAIL_FROM's address", () => {
    expect(domainOf('Cutroom Studio <no-reply@CutroomStudio.com>')).toBe('cutroomstudio.com');
    expect(domainOf('no-reply@mail.example.org')).toBe('mail.example.org');
    expect(() => domainOf('Cutroom Studio')).toThrow(/no domain/);
  });
});
