import { describe, expect, it } from 'vitest';

import { embedUrl } from './scheduling-url';

describe('scheduling page URL', () => {
  it('hides the consent banner, keeping what the URL already had', () => {
    expect(embedUrl('https://calendly.com/cutroomstudio/discovery-call')).toBe('https://calendly.com/cutroomstudio/discovery-call?hide_gdpr_banner=1');
    expect(embedUrl('https://calendly.com/a/b?month=2026-12')).toBe('https://calendly.com/a/b?month=2026-12&hide_gdpr_banner=1');
  });
});
