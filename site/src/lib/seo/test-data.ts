import type { InitialData } from '@agency/contract';

/** Page data as the server inlines it, small: for the SEO builders' tests. */
export function initialData(): InitialData {
  return {
    content: {
      hero: { title: 'Unlock effortless content creation', subtitle: 'We help busy business owners grow and sell.', trustedBy: 'Trusted by 53+ business owners', ctaLabel: 'Book a call' },
      stats: [],
      processCards: [],
      helpCards: [],
      faq: [
        { question: 'How does the editing process work?', answer: 'You send footage, we edit, you review.' },
        { question: 'Is there a free trial?', answer: 'No, but a one-video project is offered instead.' },
      ],
      portfolio: {
        shortForm: [{ id: 's1', embedId: 'abcDEF12345', title: 'A reel for a dentist' }],
        longForm: [{ id: 'l1', embedId: 'ghiJKL67890', title: 'A travel episode' }],
        videoAds: [],
      },
      clients: [],
      testimonials: [],
      cta: { title: 'Ready?', text: 'Book a call.', buttonLabel: 'Book a call' },
      contact: { email: 'hello@cutroomstudio.com', phone: '+1 (307) 555-0142', address: '30 N Gould St, Ste 4000, Sheridan, WY 82801, United States', messagingNumber: '+1 307-555-0142' },
      socialLinks: [
        { kind: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cutroomstudio' },
        { kind: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@cutroomstudio' },
      ],
      schedulingUrl: 'https://calendly.com/cutroom/discovery',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    categories: [
      { _id: 'c1', name: 'Short Form' },
      { _id: 'c2', name: 'Empty' },
    ],
    packages: [
      { _id: 'p1', name: 'Starter', description: 'Four reels a month', price: 299, priceBasis: 'per month', features: ['4 reels'], paymentRedirectURL: 'https://pay.example/starter', category: { _id: 'c1', name: 'Short Form' } },
      { _id: 'p2', name: 'Single', description: 'One video', price: 49.5, priceBasis: 'per video', features: ['1 video'], paymentRedirectURL: 'https://pay.example/single', category: { _id: 'c1', name: 'Short Form' } },
    ],
    team: [],
    legalPages: [
      { _id: 'l1', title: 'Terms of Services', slug: 'terms-of-services', path: '/terms-of-services', description: 'The terms.', updatedAt: '2026-11-21T09:30:00.000Z' },
      { _id: 'l2', title: 'Cookie Policy', slug: 'cookie-policy', path: '/legal/cookie-policy', description: 'Cookies.', updatedAt: '2026-11-22T08:00:00.000Z' },
    ],
    seo: { siteUrl: 'https://www.cutroomstudio.com', image: { url: 'https://www.cutroomstudio.com/og-image.png', width: 1200, height: 630, alt: 'Cutroom Studio' } },
  };
}
