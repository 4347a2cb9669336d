import { limits } from '@agency/contract';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: the first and last page, the pages within 2 of the
 * current one, and an ellipsis wherever pages are skipped.
 */
export function pageItems(current: number, totalPages: number, window: number = limits.paginationWindow): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), totalPages);
  const from = Math.max(2, page - window);
  const to = Math.min(totalPages - 1, page + window);
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

/** Total pages: the total divided by the page size, rounded up. */
export const totalPagesOf = (total: number, limit: number): number => (limit > 0 ? Math.ceil(total / limit) : 0);

/** The table's message preview: 100 characters, then '...'. */
export function truncateMessage(text: string, max: number = limits.messagePreview): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
