import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Category, Package } from '@agency/contract';

import { PricingView } from './pricing-section';

const shortForm: Category = { _id: 'c1', name: 'Short Form' };
const retainers: Category = { _id: 'c2', name: 'Retainers' };

const pkg = (id: string, category: Category, description: string, price = 100): Package => ({
  _id: id,
  name: `Package ${id}`,
  description,
  price,
  priceBasis: 'per month',
  features: [`Feature of ${id}`],
  paymentRedirectURL: `https://pay.example.com/${id}`,
  category,
});

const packages = [pkg('p1', shortForm, 'Reels every week.', 399), pkg('p2', shortForm, 'More reels.', 149.5), pkg('p3', shortForm, 'All the reels.'), pkg('p4', shortForm, 'Even more.')];

const cards = () => screen.getAllByRole('article');

describe('pricing', () => {
  it("shows 'Loading...' while loading", () => {
    render(<PricingView categories={undefined} packages={undefined} loading failed={false} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("opens on the first category with its first package's description, and highlights only the third card", () => {
    render(<PricingView categories={[shortForm, retainers]} packages={packages} loading={false} failed={false} />);
    expect(screen.getByRole('tab', { name: 'Short Form' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Reels every week.')).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    expect(cards().map((card) => card.hasAttribute('data-highlighted'))).toEqual([false, false, true, false]);
    expect(within(cards()[0]!).getByText('$399')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('$149.50')).toBeInTheDocument();
    expect(within(cards()[0]!).getByText('per month')).toBeInTheDocument();
  });

  it('falls back to "Explore our {category name} packages…" for a category without packages', async () => {
    const user = userEvent.setup();
    render(<PricingView categories={[shortForm, retainers]} packages={packages} loading={false} failed={false} />);
    await user.click(screen.getByRole('tab', { name: 'Retainers' }));
    expect(screen.getByRole('tab', { name: 'Retainers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Explore our Retainers packages and included features below.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PricingView categories={[shortForm, retainers]} packages={packages} loading={false} failed={false} />);
    screen.getByRole('tab', { name: 'Short Form' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Retainers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Retainers' })).toHaveAttribute('aria-selected', 'true');
  });
});
