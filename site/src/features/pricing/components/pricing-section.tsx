import { useState } from 'react';

import type { Category, Package } from '@agency/contract';

import { Section } from '../../../components/ui/section';
import { panelId, tabId, Tabs } from '../../../components/ui/tabs';
import { mq } from '../../../config/theme';
import { useCategories } from '../api/get-categories';
import { usePackages } from '../api/get-packages';
import { PackageCard } from './package-card';

/** What a tab says above its cards: the first package's description, else the fallback sentence. */
export const categoryIntro = (category: Category, packages: Package[]) =>
  packages[0]?.description ?? `Explore our ${category.name} packages and included features below.`;

interface PricingViewProps {
  categories: Category[] | undefined;
  packages: Package[] | undefined;
  loading: boolean;
  failed: boolean;
}

export function PricingView({ categories, packages, loading, failed }: PricingViewProps) {
  const [chosen, setChosen] = useState<string>();
  if (loading) return <p role="status" css={{ textAlign: 'center' }}>Loading...</p>;
  if (failed || !categories || !packages) return <p role="alert" css={{ textAlign: 'center' }}>Pricing could not be loaded. Please refresh the page to try again.</p>;
  if (categories.length === 0) return <p css={{ textAlign: 'center' }}>New packages are coming soon.</p>;

  const selected = categories.find((category) => category._id === chosen) ?? categories[0]!;
  const inCategory = packages.filter((pkg) => pkg.category._id === selected._id);
  return (
    <>
      <Tabs label="Package categories" prefix="pricing" items={categories.map((c) => ({ id: c._id, label: c.name }))} selected={selected._id} onSelect={setChosen} />
      <div role="tabpanel" id={panelId('pricing', selected._id)} aria-labelledby={tabId('pricing', selected._id)}>
        <p css={{ textAlign: 'center', maxWidth: 680, margin: '0 auto 32px', fontSize: 18 }}>{categoryIntro(selected, inCategory)}</p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 24, [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } }}>
          {inCategory.map((pkg, index) => (
            <li key={pkg._id} css={{ display: 'flex', '& > article': { flex: 1 } }}>
              {/* The third card of each category carries the highlighted header. */}
              <PackageCard pkg={pkg} highlighted={index === 2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function PricingSection() {
  const categories = useCategories();
  const packages = usePackages();
  return (
    <Section id="pricing" eyebrow="Pricing" title="Simple plans for every kind of video" intro="All prices in US$ USD. Pick a category to see its packages.">
      <PricingView
        categories={categories.data}
        packages={packages.data}
        loading={categories.isPending || packages.isPending}
        failed={categories.isError || packages.isError}
      />
    </Section>
  );
}
