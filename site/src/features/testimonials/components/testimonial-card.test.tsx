import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { cutText, TestimonialCard } from './testimonial-card';

const long = `${'A'.repeat(150)}${'B'.repeat(150)}CDEFG and the rest of a long story`;
const person = { name: 'Marcus Bell', role: 'YouTuber', image: '/media/t.webp' };

describe('testimonial text', () => {
  it('cuts text over 300 characters to its first 300 and "..."', () => {
    expect(cutText(long, false)).toBe(`${long.slice(0, 300)}...`);
    expect(cutText(long, true)).toBe(long);
    expect(cutText('x'.repeat(300), false)).toBe('x'.repeat(300));
  });

  it('toggles a long text with Read more / Read less', async () => {
    const user = userEvent.setup();
    render(<TestimonialCard testimonial={{ ...person, text: long }} />);
    expect(screen.getByText(`${long.slice(0, 300)}...`)).toBeInTheDocument();
    expect(screen.queryByText(long)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByText(`${long.slice(0, 300)}...`)).toBeInTheDocument();
  });

  it('shows a short text whole, without a toggle, with name and role', () => {
    render(<TestimonialCard testimonial={{ ...person, text: 'Views tripled in two months.' }} />);
    expect(screen.getByText('Views tripled in two months.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Marcus Bell')).toBeInTheDocument();
    expect(screen.getByText('YouTuber')).toBeInTheDocument();
  });
});
