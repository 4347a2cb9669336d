import { describe, expect, it } from 'vitest';

import { renderOtpMail } from './otp-mail';

const render = (name: string) => renderOtpMail({ name, code: 'ABC123', validMinutes: 10, brand: 'Cutroom Studio' });
const greeting = (text: string) => /^Hi (.*),$/m.exec(text)?.[1];

describe('the code mail', () => {
  it('greets the visitor by name in both bodies, the HTML escaped', () => {
    const mail = render('Ada <b>Lovelace</b>');
    expect(greeting(mail.text)).toBe('Ada <b>Lovelace</b>');
    expect(mail.html).toContain('Hi Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
  });

  it.each([
    ['Win big at https://spam.example/offer now', 'Win big at now'],
    ['Visit www.spam.example today', 'Visit today'],
    ['Cheap pills example.com', 'Cheap pills'],
    ['Write to deals@spam.example', 'Write to'],
    ['Click (bit.ly/x) or ftp://files.example', 'Click or'],
    ['Fullwidth ｓｐａｍ．ｃｏｍ here', 'Fullwidth here'],
  ])('keeps no link-like content from the name %j', (name, shown) => {
    const mail = render(name);
    expect(greeting(mail.text)).toBe(shown);
    expect(mail.html).toContain(`Hi ${shown},`);
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/spam|example\.com|bit\.ly|files\.example|ｓｐａｍ/i);
  });

  it('keeps ordinary names with dots and falls back to a plain greeting when nothing is left', () => {
    expect(greeting(render('J. R. R. Tolkien').text)).toBe('J. R. R. Tolkien');
    expect(greeting(render('Dr. Ada O’Neil-Smith').text)).toBe('Dr. Ada O’Neil-Smith');
    const empty = render('https://spam.example');
    expect(greeting(empty.text)).toBe('there');
    expect(empty.html).toContain('Hi there,');
  });

  it('keeps the name on the greeting line', () => {
    expect(render('Ada\r\n\r\nLovelace').text.split('\n')[0]).toBe('Hi Ada Lovelace,');
  });
});
