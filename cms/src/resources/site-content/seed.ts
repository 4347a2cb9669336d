import type { Payload } from 'payload';

import { published } from '../../lib/drafts';
import { toTextRows } from '../../lib/text-rows';
import type { SiteContent } from '../../payload-types';
import type { Seed, SeedImage } from '../../seed/types';
import { avatarSvg, clientLogoSvg, posterFrameSvg, processSvg, seedImage, storeImages } from '../media/seed';

/** Each video gets a drawn poster frame (its title on a stylised still). */
const withPosters = (kind: 'short' | 'long' | 'ad', portrait: boolean, videos: { embedId: string; title: string }[]) =>
  videos.map((video, i) => ({
    ...video,
    poster: seedImage(
      `poster-${kind}-${i + 1}`,
      `Frame from the video “${video.title}”`,
      posterFrameSvg(i + { short: 0, long: 3, ad: 6 }[kind], portrait),
    ),
  }));

const clients: [string, string][] = [
  ['Northside Fitness', '1.2M Subscribers'],
  ['The Frugal Founder', '845K Subscribers'],
  ['Kitchen Lab', '2.4M Subscribers'],
  ['Atlas Real Estate', '96K Subscribers'],
  ['Byte Sized Tech', '530K Subscribers'],
  ['Wander & Co', '1.7M Subscribers'],
  ['Mindful Money', '312K Subscribers'],
  ['Garage Builds', '680K Subscribers'],
  ['Bloom Skincare', '154K Subscribers'],
  ['The Coaching Room', '89K Subscribers'],
  ['Pixel Academy', '420K Subscribers'],
  ['Trail Runner Daily', '275K Subscribers'],
  ['Harbor Dental', '48K Subscribers'],
  ['Startup Stories', '1.1M Subscribers'],
  ['Green Thumb Gardens', '390K Subscribers'],
  ['Solo Law Office', '67K Subscribers'],
];

const testimonials: [string, string, string][] = [
  ['Rachel Kim', 'Founder, Northside Fitness', 'Our Reels finally look like our brand. Views tripled in two months.'],
  [
    'Marcus Bell',
    'YouTuber, Garage Builds',
    'I used to spend every Sunday editing and still published late. Cutroom took the whole pipeline off my plate: they learned my style in the first week, cut my 40-minute builds into tight 18-minute episodes, and added chapter cards my viewers keep mentioning. Average view duration went from 31% to 47% and I have not missed an upload since we started working together.',
  ],
  ['Sofia Marin', 'Owner, Bloom Skincare', 'Fast, friendly and the UGC ads paid for themselves in a week.'],
  ['Daniel Osei', 'Host, Startup Stories', 'Two revisions were never needed. They get it right the first time.'],
  [
    'Hannah Brooks',
    'Realtor, Atlas Real Estate',
    'I was skeptical that an agency could make property tours feel personal, but every listing video now opens with a story instead of a hallway. Buyers tell me they feel like they already know the house before the showing. The team handles music, captions and the vertical cut-downs for Instagram, and turnaround has never been more than three days, even during our busiest spring season.',
  ],
  ['Leo Fischer', 'Creator, Byte Sized Tech', 'Clean edits, sharp thumbnails, zero hand-holding.'],
  ['Amara Johnson', 'Coach, The Coaching Room', 'My course modules finally feel premium. Students noticed immediately.'],
  [
    'Tom Reilly',
    'CEO, Harbor Dental',
    'We are a dental practice, not a media company, and I had no idea where to start with video. Cutroom ran a discovery call, proposed a simple monthly plan and now we publish patient stories and quick tips every week. New patient bookings from social are up 38% this year, and the team is genuinely pleasant to work with. Highly recommend them to any local business owner.',
  ],
  ['Grace Liu', 'Chef, Kitchen Lab', 'They understand pacing. Our recipe Shorts keep people watching to the last bite.'],
  ['Omar Haddad', 'Founder, Mindful Money', 'Reliable partner. Deadlines met, every single time.'],
  [
    'Elena Petrova',
    'Travel Creator, Wander & Co',
    'Editing travel footage is brutal: hours of clips, changing light, a dozen languages. Cutroom turns my dumps into cinematic 12-minute episodes with colour that finally matches what I saw. They also suggested restructuring my intros around a single question, which lifted my click-through rate noticeably. It feels like having a co-producer rather than an outsourced editor.',
  ],
  ['Chris Doyle', 'Runner, Trail Runner Daily', 'Great communication and even better edits.'],
  ['Nadia Rahman', 'Attorney, Solo Law Office', 'Professional tone, on brand, and they made legal topics approachable.'],
  ['Ben Carter', 'Instructor, Pixel Academy', 'The one-video trial convinced me in a day. We signed for the year.'],
];

export const siteContentSeed = {
  hero: {
    title: 'Unlock effortless content creation with strategic video editing',
    subtitle: 'We help busy business owners grow and sell by editing professional videos',
    trustedBy: 'Trusted by 53+ business owners',
    ctaLabel: 'Book a call',
  },
  stats: [
    { icon: 'users', amount: 6, description: 'Team Members' },
    { icon: 'video', amount: 2700, description: 'Videos Created' },
    { icon: 'eye', amount: 88, suffix: 'M', description: 'Views' },
  ],
  processCards: [
    {
      title: 'Research',
      subtitle: 'We learn your business before we touch a frame.',
      image: seedImage('process-research', 'Magnifying glass over a bar chart', processSvg('research')),
      features: ['Understand your business and brand', "Analyse your competitors' brands", 'Define your target audience'],
    },
    {
      title: 'Implementation',
      subtitle: 'We edit with your brand and your story at the centre.',
      image: seedImage('process-implementation', 'Video timeline with brand colours and type', processSvg('implementation')),
      features: ['Keep brand consistency with colour and font', 'Add storytelling with animation', 'Keep a professional tone and style'],
    },
    {
      title: 'Refine',
      subtitle: 'We measure what works and make the next video better.',
      image: seedImage('process-refine', 'Rising line chart with a loop arrow', processSvg('refine')),
      features: ['Monitor performance metrics', 'Analyse audience reactions', 'Iterate on insights'],
    },
  ],
  helpCards: [
    {
      title: 'Short Form Videos',
      description: 'Scroll-stopping vertical videos built to hook in the first second.',
      icon: 'short-form',
      items: ['Reels', 'Shorts', 'LinkedIn Videos'],
    },
    {
      title: 'Long Form Videos',
      description: 'Edits that hold attention from the intro to the last minute.',
      icon: 'long-form',
      items: ['YouTube Videos', 'Podcasts', 'Courses'],
    },
    {
      title: 'Video Ads',
      description: 'Ads that earn the click and sell the offer.',
      icon: 'ads',
      items: ['Promo Videos', 'VSL', 'UGC Ads'],
    },
  ],
  faq: [
    {
      question: 'How does the editing process work?',
      answer:
        'You share your raw footage and a short brief through a shared folder. Your dedicated editor delivers a first cut, you leave comments, and we deliver the final version after your revisions. Everything runs through one channel so nothing gets lost.',
    },
    {
      question: 'Do you offer a free trial?',
      answer:
        'We do not offer free trials. Instead, you can start with a single one-video project at the regular price, so you see our quality on your own footage before committing to a plan.',
    },
    {
      question: 'How long does it take to get my videos?',
      answer:
        'Short-form videos are delivered in 2-3 days and long-form videos in 4-5 days. Emergency delivery is available on request when a launch cannot wait.',
    },
    {
      question: 'What is your refund policy?',
      answer:
        'Because editing time is spent the moment we start, we do not offer refunds. Every video includes two revisions, and we keep refining until it matches the brief you approved.',
    },
    {
      question: 'How do I get started?',
      answer:
        'Book a discovery call. We will learn about your goals, recommend a package and send you everything you need to upload your first footage the same day.',
    },
  ],
  cta: {
    title: 'Ready to grow with video that sells?',
    text: 'Tell us about your channel or business in a 20-minute discovery call, and get a plan for your next month of content.',
    buttonLabel: 'Book a call',
  },
  portfolio: {
    shortForm: withPosters('short', true, [
      { embedId: 'Xq3Lw9kTz1A', title: 'Fitness studio Reel' },
      { embedId: 'b7Rk2MnP0sQ', title: 'Recipe Short' },
      { embedId: 'T4vYh8Jd6Ew', title: 'Founder tip on LinkedIn' },
    ]),
    longForm: withPosters('long', false, [
      { embedId: 'Lm5Np2Qr8St', title: 'Garage build episode' },
      { embedId: 'Gh7Jk9Lm1Np', title: 'Startup Stories podcast' },
      { embedId: 'Vw3Xy5Za7Bc', title: 'Travel documentary' },
    ]),
    videoAds: withPosters('ad', false, [
      { embedId: 'Cd9Ef1Gh3Ij', title: 'Skincare UGC ad' },
      { embedId: 'Kl2Mn4Op6Qr', title: 'Course launch promo' },
      { embedId: 'St8Uv0Wx2Yz', title: 'Dental clinic VSL' },
    ]),
  },
  clients: clients.map(([name, subscriberCount], i) => ({
    name,
    subscriberCount,
    image: seedImage(`client-${String(i + 1).padStart(2, '0')}`, `${name} logo`, clientLogoSvg(name, i)),
  })),
  testimonials: testimonials.map(([name, role, text], i) => ({
    name,
    role,
    text,
    image: seedImage(`testimonial-${String(i + 1).padStart(2, '0')}`, `Portrait of ${name}`, avatarSvg(name, i)),
  })),
  contact: {
    email: 'hello@cutroomstudio.com',
    phone: '+1 (307) 555-0142',
    address: '30 N Gould St, Ste 4000, Sheridan, WY 82801, United States',
    messagingNumber: '+1 307-555-0142',
  },
  socialLinks: [
    { kind: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cutroomstudio' },
    { kind: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@cutroomstudio' },
    { kind: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/cutroomstudio' },
    { kind: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/cutroomstudio' },
  ],
  schedulingUrl: 'https://calendly.com/cutroomstudio/discovery-call',
} satisfies Seed<SiteContent>;

/** Writes the whole global, its drawings stored as media first. */
export async function seedContent(payload: Payload): Promise<void> {
  const s = siteContentSeed;
  const { shortForm, longForm, videoAds } = s.portfolio;
  const ids = await storeImages(payload, [
    ...[s.processCards, s.clients, s.testimonials].flatMap((rows) => rows.map((row) => row.image)),
    ...[shortForm, longForm, videoAds].flatMap((rows) => rows.map((row) => row.poster)),
  ]);
  const withImages = <T extends { image: SeedImage }>(rows: T[]) => rows.map((row) => ({ ...row, image: ids.get(row.image.name)! }));
  const withPosterIds = <T extends { poster: SeedImage }>(rows: T[]) => rows.map((row) => ({ ...row, poster: ids.get(row.poster.name)! }));
  await payload.updateGlobal({
    slug: 'site-content',
    data: {
      ...s,
      processCards: withImages(s.processCards).map((card) => ({ ...card, features: toTextRows(card.features) })),
      helpCards: s.helpCards.map((card) => ({ ...card, items: toTextRows(card.items) })),
      clients: withImages(s.clients),
      testimonials: withImages(s.testimonials),
      portfolio: { shortForm: withPosterIds(shortForm), longForm: withPosterIds(longForm), videoAds: withPosterIds(videoAds) },
      ...published,
    },
  });
}
