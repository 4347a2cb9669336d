import { useCallback, useMemo, type ReactNode } from 'react';
import { RouterProviderContext, useRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';

import { queryWaitingFilters, type querySorts } from '@agency/contract';

import type { QueryListFilter, QueryWaiting } from '../providers/data-provider';
import { isQueryStatus as isStatus } from './query-status';

type QuerySort = (typeof querySorts)[number];

/** The page as the address gives it: a whole number from 1, else 1. */
const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/** An assignee as the address may hold it: `none` or an id (the server checks it is one). */
const isAssignee = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,64}$/.test(value);

/** A day as the address and the date inputs spell it. */
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const isWaiting = (value: unknown): value is QueryWaiting => (queryWaitingFilters as readonly unknown[]).includes(value);

/** The list's filter as react-admin keeps it (JSON), each part checked; nothing unreadable passes. */
function filterOf(filter: string | null): QueryListFilter {
  try {
    const parsed: unknown = filter ? JSON.parse(filter) : undefined;
    const { searchTerm, status, assignee, from, to, waiting }: QueryListFilter = typeof parsed === 'object' && parsed !== null ? parsed : {};
    return {
      searchTerm: typeof searchTerm === 'string' ? searchTerm.trim() : '',
      ...(isStatus(status) ? { status } : {}),
      ...(isAssignee(assignee) ? { assignee } : {}),
      ...(isDay(from) ? { from } : {}),
      ...(isDay(to) ? { to } : {}),
      ...(isWaiting(waiting) ? { waiting } : {}),
    };
  } catch {
    return { searchTerm: '' };
  }
}

/**
 * The order in the address is the API's `sort` (`name`, `status`, `createdAt`; newest first,
 * `-createdAt`, is the default and not written); react-admin keeps a field and an order.
 */
const orders: Record<QuerySort, { field: string; order: 'ASC' | 'DESC' }> = {
  createdAt: { field: 'createdAt', order: 'ASC' },
  '-createdAt': { field: 'createdAt', order: 'DESC' },
  name: { field: 'name', order: 'ASC' },
  status: { field: 'status', order: 'ASC' },
};
const isSort = (value: string | null): value is QuerySort => value !== null && Object.hasOwn(orders, value);

/** `?search=…&status=…&assignee=…&from=…&to=…&waiting=…&sort=…&page=…` read as react-admin list params (`?filter={…}&page=…&sort=…&order=…`). */
export function toListParams(search: string): string {
  const address = new URLSearchParams(search);
  const status = address.get('status');
  const assignee = address.get('assignee');
  const [from, to] = [address.get('from'), address.get('to')];
  const waiting = address.get('waiting');
  const filter: QueryListFilter = {
    searchTerm: address.get('search') ?? '',
    ...(isStatus(status) ? { status } : {}),
    ...(isAssignee(assignee) ? { assignee } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(isWaiting(waiting) ? { waiting } : {}),
  };
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  const page = pageOf(address.get('page'));
  if (page > 1) params.set('page', String(page));
  const sort = address.get('sort');
  if (isSort(sort) && sort !== '-createdAt') {
    params.set('sort', orders[sort].field);
    params.set('order', orders[sort].order);
  }
  return `?${params}`;
}

/** The API's name of react-admin's order, or null for the default. */
function sortOf(field: string | null, order: string | null): QuerySort | null {
  const found = (Object.keys(orders) as QuerySort[]).find((key) => orders[key].field === field && orders[key].order === order);
  return found && found !== '-createdAt' ? found : null;
}

/** react-admin's list params written back in the short form; other parameters stay. */
export function fromListParams(listSearch: string, current: string): string {
  const params = new URLSearchParams(listSearch);
  const next = new URLSearchParams(current);
  const { searchTerm, status, assignee, from, to, waiting } = filterOf(params.get('filter'));
  const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('search', searchTerm);
  set('status', status);
  set('assignee', assignee);
  set('from', from);
  set('to', to);
  set('waiting', waiting);
  set('sort', sortOf(params.get('sort'), params.get('order')));
  const page = pageOf(params.get('page'));
  set('page', page > 1 ? String(page) : null);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** What changed between two short addresses, besides the page: a new search, filter or order replaces the history entry. */
const withoutPage = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
};

/**
 * The query list's address is `?search=…&page=…` as before (saved links and tests use it),
 * with `status`, `assignee`, `from`, `to`, `waiting` and `sort` beside them when set,
 * while react-admin's list controller keeps its params as `?filter=…&page=…&perPage=…`.
 * This router provider, around the list only, shows the controller the address in its
 * spelling and writes its changes back in ours: the controller owns the search and the
 * filters, the order and the page, the address bar keeps the short form. Only a new page
 * adds a history entry; a new search, filter or order replaces the current one (no entry per
 * debounced search), as before.
 */
export function QueryListUrl({ children }: { children: ReactNode }) {
  const parent = useRouterProvider();
  const provider = useMemo<RouterProvider>(
    () => ({
      ...parent,
      useLocation: function useListLocation() {
        const location = parent.useLocation();
        return useMemo(() => ({ ...location, search: toListParams(location.search) }), [location]);
      },
      useNavigate: function useListNavigate(): RouterNavigateFunction {
        const navigate = parent.useNavigate();
        const { search: current } = parent.useLocation();
        return useCallback(
          (to, options) => {
            if (typeof to !== 'object' || to.pathname !== undefined || to.search === undefined) return navigate(to, options);
            const search = fromListParams(to.search, current);
            const pageOnly = withoutPage(search) === withoutPage(current) && new URLSearchParams(search).get('page') !== new URLSearchParams(current).get('page');
            return navigate({ ...to, search }, { ...options, replace: options?.replace || !pageOnly });
          },
          [navigate, current],
        );
      },
    }),
    [parent],
  );
  return <RouterProviderContext.Provider value={provider}>{children}</RouterProviderContext.Provider>;
}
