import type { Payload } from 'payload';

import { published } from '../../lib/drafts';
import { toTextRows } from '../../lib/text-rows';
import type { Package } from '../../payload-types';
import type { Seed } from '../../seed/types';
import type { SeededCategory } from '../categories/seed';

const pay = (slug: string) => `https://buy.stripe.com/test_cutroom_${slug}`;

/** The seed's packages by the name of their category (seeded first, by categories/seed.ts). */
export const packageSeed: { category: SeededCategory; packages: Omit<Seed<Package>, 'category'>[] }[] = [
  {
    category: 'Short-form',
    packages: [
      {
        name: 'Starter',
        description: 'Consistent Reels and Shorts for owners who want to show up every week without touching an editor.',
        price: 399,
        priceBasis: 'per month',
        features: ['8 short-form videos a month', 'Captions and hook titles', 'Two revisions per video', '2-3 day turnaround'],
        paymentRedirectURL: pay('short_starter'),
      },
      {
        name: 'Growth',
        description: 'A daily presence across Reels, Shorts and LinkedIn, edited for retention.',
        price: 749,
        priceBasis: 'per month',
        features: ['16 short-form videos a month', 'Motion graphics and b-roll', 'Platform-specific exports', 'Two revisions per video', 'Dedicated editor'],
        paymentRedirectURL: pay('short_growth'),
      },
      {
        name: 'Pro',
        description: 'Our full short-form team for brands that publish every day and test hooks relentlessly.',
        price: 1299,
        priceBasis: 'per month',
        features: ['30 short-form videos a month', 'Hook A/B variants', 'Custom animated captions', 'Monthly performance review', 'Priority 24-hour delivery'],
        paymentRedirectURL: pay('short_pro'),
      },
    ],
  },
  {
    category: 'Long-form',
    packages: [
      {
        name: 'Essential',
        description: 'Clean, engaging edits of your YouTube videos or podcast episodes.',
        price: 149.99,
        priceBasis: 'per video',
        features: ['Up to 20 minutes of final video', 'Cuts, pacing and colour correction', 'Two revisions', '4-5 day turnaround'],
        paymentRedirectURL: pay('long_essential'),
      },
      {
        name: 'Storyteller',
        description: 'Story-driven edits with animation and sound design that keep viewers to the end.',
        price: 299,
        priceBasis: 'per video',
        features: ['Up to 40 minutes of final video', 'Animated graphics and lower thirds', 'Sound design and music licensing', 'Thumbnail included', 'Two revisions'],
        paymentRedirectURL: pay('long_storyteller'),
      },
      {
        name: 'Channel Partner',
        description: 'A weekly long-form channel run with you: editing, thumbnails and a short-form cut-down of every episode.',
        price: 1899,
        priceBasis: 'per month',
        features: ['4 long-form videos a month', '3 short clips per video', 'Thumbnails and titles', 'Course and podcast formats', 'Monthly strategy call'],
        paymentRedirectURL: pay('long_partner'),
      },
    ],
  },
  {
    category: 'Video Ads',
    packages: [
      {
        name: 'UGC Ad',
        description: 'Native-looking UGC ads cut from your creators’ footage, ready for paid social.',
        price: 199,
        priceBasis: 'per video',
        features: ['3 hook variations', 'Captions and on-screen offers', 'Vertical and square exports'],
        paymentRedirectURL: pay('ads_ugc'),
      },
      {
        name: 'Promo Video',
        description: 'A polished promo for a launch, an offer or your homepage.',
        price: 449,
        priceBasis: 'per video',
        features: ['60-90 second edit', 'Motion graphics and branding', 'Licensed music', 'Two revisions'],
        paymentRedirectURL: pay('ads_promo'),
      },
      {
        name: 'VSL',
        description: 'A video sales letter structured to sell: script review, pacing and proof where it counts.',
        price: 899,
        priceBasis: 'per video',
        features: ['Up to 15 minutes', 'Script and structure review', 'Animated proof and testimonials', 'Two revisions', 'Emergency delivery on request'],
        paymentRedirectURL: pay('ads_vsl'),
      },
    ],
  },
];

/** Packages found by name within their category, so a part cut off half-way completes without duplicates. */
export async function seedPackages(payload: Payload): Promise<void> {
  for (const { category, packages } of packageSeed) {
    const found = await payload.find({ collection: 'categories', where: { name: { equals: category } }, limit: 1, depth: 0 });
    const categoryId = found.docs[0]?.id;
    if (!categoryId) throw new Error(`The seed's category "${category}" is missing`);
    for (const item of packages) {
      const exists = await payload.count({
        collection: 'packages',
        where: { and: [{ name: { equals: item.name } }, { category: { equals: categoryId } }] },
      });
      if (exists.totalDocs > 0) continue;
      await payload.create({ collection: 'packages', data: { ...item, features: toTextRows(item.features), category: categoryId, ...published } });
    }
  }
}
