import { describe, expect, it } from 'vitest';

import { pageItems, totalPagesOf, truncateMessage } from './pagination';

describe('pageItems', () => {
  it('shows nothing without pages and a single page alone', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows every page when they all fit in the window', () => {
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('hides even a single page outside the window (the spec: within 2 of the current one)', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 'ellipsis-end', 5]);
  });

  it('keeps the first and last pages and two either side of the current one, with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('clamps a page beyond the end', () => {
    expect(pageItems(99, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('totalPagesOf and truncateMessage', () => {
  it('rounds the page count up', () => {
    expect(totalPagesOf(0, 50)).toBe(0);
    expect(totalPagesOf(50, 50)).toBe(1);
    expect(totalPagesOf(51, 50)).toBe(2);
  });

  it('cuts messages over 100 characters and adds ...', () => {
    const exactly = 'a'.repeat(100);
    expect(truncateMessage(exactly)).toBe(exactly);
    expect(truncateMessage(`${'b'.repeat(100)}XYZ`)).toBe(`${'b'.repeat(100)}...`);
    expect(truncateMessage('short')).toBe('short');
  });
});
