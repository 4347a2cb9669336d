import type { Package } from '@agency/contract';
import { safeHref } from '@agency/contract/links';

import { buttonStyle } from '../../../components/ui/button';
import { color, radius } from '../../../config/theme';

/** Whole dollars without decimals, anything else with two: $399, $149.99. */
export const formatPrice = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

export function PackageCard({ pkg, highlighted }: { pkg: Package; highlighted: boolean }) {
  return (
    <article
      data-highlighted={highlighted || undefined}
      aria-labelledby={`package-${pkg._id}`}
      css={{ display: 'flex', flexDirection: 'column', background: color.surface, borderRadius: radius.lg, overflow: 'hidden', border: `1px solid ${highlighted ? color.brand : color.line}`, boxShadow: highlighted ? '0 24px 48px -24px rgba(76,29,149,0.55)' : 'none' }}
    >
      <header data-testid="package-header" css={{ padding: 24, background: highlighted ? color.brand : color.brandSoft, color: highlighted ? '#fff' : color.ink }}>
        <h3 id={`package-${pkg._id}`} css={{ fontSize: 22, color: 'inherit', margin: '0 0 8px' }}>
          {pkg.name}
        </h3>
        <p css={{ margin: 0 }}>
          <span css={{ fontSize: 36, fontWeight: 800 }}>{formatPrice(pkg.price)}</span> <span>{pkg.priceBasis}</span>
        </p>
      </header>
      <div css={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 20, flex: 1 }}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10, flex: 1 }}>
          {pkg.features.map((feature) => (
            <li key={feature} css={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" css={{ flexShrink: 0, marginTop: 2, color: color.success }}>
                <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
        <a href={safeHref(pkg.paymentRedirectURL)} target="_blank" rel="noopener noreferrer" css={buttonStyle(highlighted ? 'primary' : 'secondary')}>
          Get started<span className="visually-hidden"> with {pkg.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
