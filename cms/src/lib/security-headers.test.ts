import { describe, expect, it } from 'vitest';

import { inlineScriptHashes } from './security-headers';

describe('inlineScriptHashes', () => {
  it("gives the CSP source of each inline script, as the CSP spec's own example hashes it", () => {
    expect(inlineScriptHashes(`<p>Hi</p><script>alert('Hello, world.');</script>`)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it('skips scripts that load from a file and data blocks, which a CSP hash does not cover', () => {
    const template = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="initial-data" type="application/json">{}</script>',
      `<script id="app-entry" data-src="/assets/index.js">alert('Hello, world.');</script>`,
    ].join('\n');
    expect(inlineScriptHashes(template)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });
});
