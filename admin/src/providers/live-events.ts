import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { endpoints, liveEventTypes, liveLimits, type LiveEvent, type StaffUser } from '@agency/contract';

import { inboxResources, resources } from './data-provider';
import { apiClient, getToken } from './http';

/** The cached viewers of a query, as the last heartbeat or `presence` event told them. */
export const presenceKey = (queryId: string) => ['presence', queryId] as const;

/** What each event makes stale: the list and the record, the timeline and mails, the overview's figures. */
const staleAfter: Record<Exclude<LiveEvent['type'], 'presence'>, readonly string[]> = {
  'query.created': [resources.queries, 'stats'],
  'query.updated': [resources.queries, inboxResources.notes, 'stats'],
  'query.thread': [resources.queries, inboxResources.notes, inboxResources.deliveries, 'stats'],
  'query.deleted': [resources.queries, 'stats'],
};

/**
 * Reads again what events made stale, at most once per 250 ms: a bulk change of 500 queries is
 * 500 events and one refresh. Answers a function that takes the keys to refresh.
 */
function batchedRefresh(queryClient: QueryClient) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (keys: readonly string[]) => {
    keys.forEach((key) => pending.add(key));
    timer ??= setTimeout(() => {
      timer = undefined;
      const now = [...pending];
      pending.clear();
      for (const key of now) void queryClient.invalidateQueries({ queryKey: [key] });
    }, 250);
  };
}

/**
 * Staff's live events (`GET /api/v1/events`, decision 034), for as long as the dashboard is open:
 * another person's change or a visitor's answer refreshes the list, the query and the overview
 * within a second, and who views a query is kept for its screen. EventSource cannot send the
 * token, so each connection opens with a fresh single-use ticket; a dropped one is opened again
 * (1 s, doubling to 30 s), and what changed meanwhile is read again. Off (`enabled` false) for a
 * role the events are not for: the server would refuse every ticket.
 */
export function useLiveEvents(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refresh = batchedRefresh(queryClient);
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;

    const handle = (type: LiveEvent['type'], data: string) => {
      const event = { type, data: JSON.parse(data) } as LiveEvent;
      if (event.type === 'presence') queryClient.setQueryData(presenceKey(event.data.queryId), event.data.viewers);
      else refresh(staleAfter[event.type]);
    };
    const again = () => {
      source?.close();
      source = undefined;
      if (stopped || !getToken()) return;
      const delay = Math.min(30_000, 1000 * 2 ** failures++);
      retry = setTimeout(() => void open(), delay);
    };
    const open = async () => {
      try {
        const { data } = await apiClient.call(endpoints.events.ticket, {});
        if (stopped) return;
        const opened = new EventSource(apiClient.url(endpoints.events.stream.href(), { ticket: data.ticket }));
        source = opened;
        opened.onopen = () => {
          // After a drop, what changed meanwhile was missed: read it again.
          if (failures > 0) refresh(Object.values(staleAfter).flat());
          failures = 0;
        };
        for (const type of liveEventTypes) opened.addEventListener(type, (message) => handle(type, (message as MessageEvent<string>).data));
        // EventSource would retry with the used ticket; a new one is needed.
        opened.onerror = again;
      } catch {
        again();
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}

/** The signed-in staff member, as the token names them (Payload's token carries the id and e-mail). */
export function tokenIdentity(token = getToken()): StaffUser | null {
  try {
    const payload = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { id?: unknown; email?: unknown };
    return typeof payload.id === 'string' && typeof payload.email === 'string' ? { _id: payload.id, email: payload.email } : null;
  } catch {
    return null;
  }
}

/**
 * The colleagues viewing query `queryId` besides the signed-in person, while its screen is open:
 * a heartbeat every `liveLimits.presenceHeartbeatSeconds` (its answer is who views it now), a
 * leave when the screen closes; between heartbeats, `presence` events keep the list current.
 */
export function useViewers(queryId: string | undefined): StaffUser[] {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!queryId) return;
    const beat = () =>
      apiClient
        .call(endpoints.queries.presence, { params: { id: queryId } })
        .then(({ data }) => queryClient.setQueryData(presenceKey(queryId), data.viewers))
        .catch(() => undefined);
    // A closed tab unmounts nothing: its leave goes as the page goes (keepalive), or it lapses in 45 s.
    const leave = () => void apiClient.call(endpoints.queries.leave, { params: { id: queryId }, keepalive: true }).catch(() => undefined);
    void beat();
    const timer = setInterval(beat, liveLimits.presenceHeartbeatSeconds * 1000);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [queryId, queryClient]);
  const viewers = useQuery<StaffUser[]>({ queryKey: presenceKey(queryId ?? ''), queryFn: () => [], enabled: false, initialData: [] }).data;
  const me = tokenIdentity();
  return viewers.filter((viewer) => viewer._id !== me?._id);
}
