import { describe, expect, it } from 'vitest';

import { ownOrigins, publicOrigin, servedOverHttps } from './public-origin';

describe('the app’s own origin', () => {
  it('is PUBLIC_URL’s origin, else the address npm start serves', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://studio.example/anything/', PORT: 3000 })).toBe('https://studio.example');
    expect(publicOrigin({ PUBLIC_URL: undefined, PORT: 4100 })).toBe('http://localhost:4100');
  });

  it('lets the panel’s cookie count for that origin only: on loopback, the same port under each loopback name', () => {
    expect(ownOrigins({ PUBLIC_URL: 'https://studio.example', PORT: 3000 })).toEqual(['https://studio.example']);
    expect(ownOrigins({ PUBLIC_URL: 'http://localhost:4100', PORT: 3000 })).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
    ]);
    expect(ownOrigins({ PUBLIC_URL: undefined, PORT: 3000 })).not.toContain('http://localhost:1080');
  });

  it('is served over https only when PUBLIC_URL says so', () => {
    expect(servedOverHttps({ PUBLIC_URL: 'https://studio.example', PORT: 3000 })).toBe(true);
    expect(servedOverHttps({ PUBLIC_URL: 'http://localhost:3000', PORT: 3000 })).toBe(false);
    expect(servedOverHttps({ PUBLIC_URL: undefined, PORT: 3000 })).toBe(false);
  });
});
