import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultAvatar, TeamGrid } from './team-section';

const members = Array.from({ length: 8 }, (_, i) => ({
  _id: `m${i}`,
  name: `Member ${i + 1}`,
  role: `Role ${i + 1}`,
  skills: [],
  ...(i === 1 ? {} : { profileImage: `/media/team-${i}.webp` }),
}));

describe('team', () => {
  it('shows the first six members with name, role and image, and the default image when one is missing', () => {
    const { container } = render(<TeamGrid members={members} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Member 6')).toBeInTheDocument();
    expect(screen.queryByText('Member 7')).not.toBeInTheDocument();
    expect(screen.getByText('Role 1')).toBeInTheDocument();
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/media/team-0.webp', defaultAvatar, '/media/team-2.webp', '/media/team-3.webp', '/media/team-4.webp', '/media/team-5.webp']);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '80');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });
});
