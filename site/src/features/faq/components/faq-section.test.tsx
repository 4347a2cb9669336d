import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FaqSection } from './faq-section';

const entries = [
  { question: 'How does the editing process work?', answer: 'Share footage, get a cut.' },
  { question: 'Do you offer a free trial?', answer: 'No, a one-video project instead.' },
  { question: 'How long does it take?', answer: 'Two to five days.' },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ', () => {
  it('starts closed, opens one answer at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqSection entries={entries} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    for (const entry of entries) expect(screen.getByText(entry.answer)).not.toBeVisible();

    await user.click(question(entries[0]!.question));
    expect(screen.getByText(entries[0]!.answer)).toBeVisible();
    expect(question(entries[0]!.question)).toHaveAttribute('aria-expanded', 'true');

    await user.click(question(entries[1]!.question));
    expect(screen.getByText(entries[1]!.answer)).toBeVisible();
    expect(screen.getByText(entries[0]!.answer)).not.toBeVisible();
    expect(question(entries[0]!.question)).toHaveAttribute('aria-expanded', 'false');

    await user.click(question(entries[1]!.question));
    for (const entry of entries) expect(screen.getByText(entry.answer)).not.toBeVisible();
  });
});
