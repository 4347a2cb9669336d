import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ProcessSection } from './process-section';

const cards = ['Research', 'Implementation', 'Refine'].map((title) => ({
  title,
  subtitle: `${title} subtitle`,
  image: `/media/${title}.webp`,
  features: [`${title} step one`, `${title} step two`, `${title} step three`],
}));

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const roadmap = (title: string) => screen.getByText(`${title} step one`).closest('ul')!;

describe('How it works?', () => {
  it('shows three cards with images, each with a Show Roadmap toggle', () => {
    render(<ProcessSection cards={cards} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How it works?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show Roadmap' })).toHaveLength(3);
    for (const { title } of cards) expect(roadmap(title)).not.toBeVisible();
    expect(card('Research').querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps one roadmap open at a time, and Hide Roadmap closes it', async () => {
    const user = userEvent.setup();
    render(<ProcessSection cards={cards} />);
    await user.click(within(card('Research')).getByRole('button', { name: 'Show Roadmap' }));
    expect(roadmap('Research')).toBeVisible();
    expect(within(card('Research')).getByRole('button', { name: 'Hide Roadmap' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(card('Refine')).getByRole('button', { name: 'Show Roadmap' }));
    expect(roadmap('Refine')).toBeVisible();
    expect(roadmap('Research')).not.toBeVisible();
    expect(within(card('Research')).getByRole('button', { name: 'Show Roadmap' })).toBeInTheDocument();

    await user.click(within(card('Refine')).getByRole('button', { name: 'Hide Roadmap' }));
    for (const { title } of cards) expect(roadmap(title)).not.toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Show Roadmap' })).toHaveLength(3);
  });
});
