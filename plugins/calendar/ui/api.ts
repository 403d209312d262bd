import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarRoutes } from '../shared/routes.js';
import type { EventInput, PeriodicEventInput } from '../shared/schemas.js';
import type { EventOccurrence } from '../shared/types.js';

/** Server state of the calendar through TanStack Query; every key starts with 'calendar'. */
export function useRange(range: { from: string; to: string } | null) {
  const api = useApi();
  const me = useMe();
  return useQuery({
    queryKey: ['calendar', 'range', range?.from, range?.to],
    enabled: !!range && !!me?.client,
    placeholderData: (prev) => prev,
    queryFn: () =>
      api
        .call(calendarRoutes.accessFor, { params: { client: me!.client!._id, userId: me!.user._id }, query: range! })
        .then((r) => r.result),
  });
}

export function useUpcoming(limit: number) {
  const api = useApi();
  const me = useMe();
  return useQuery({
    queryKey: ['calendar', 'upcoming', limit],
    enabled: !!me?.client && !me.isSuperadmin,
    queryFn: () => api.call(calendarRoutes.upcoming, { query: { limit } }).then((r) => r.result),
  });
}

export function useFeed(open: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['calendar', 'feed'],
    enabled: open,
    queryFn: () => api.call(calendarRoutes.feed, {}).then((r) => r.result),
  });
}

/** Mutations refresh every calendar query. */
export function useCalendarMutation<V, R = unknown>(fn: (api: ApiClient, v: V) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: V) => fn(api, v), onSuccess: () => qc.invalidateQueries({ queryKey: ['calendar'] }) });
}

/** "this one" or "all" of a series: changing or deleting a recurring event offers both. */
export type Scope = 'one' | 'all';

export type SaveVars =
  | { kind: 'single'; id?: string; body: EventInput }
  | { kind: 'series'; id?: string; body: PeriodicEventInput; scope?: Scope; occurrence?: string | null };

export const saveEvent = (api: ApiClient, v: SaveVars) => {
  const quiet = { quiet: true };
  if (v.kind === 'single')
    return v.id
      ? api.call(calendarRoutes.update, { params: { id: v.id }, body: v.body }, quiet)
      : api.call(calendarRoutes.create, { body: v.body }, quiet);
  if (!v.id) return api.call(calendarRoutes.createPeriodic, { body: v.body }, quiet);
  const query = v.scope === 'one' ? { all: 'false', occurrence: v.occurrence ?? undefined } : { all: 'true' };
  return api.call(calendarRoutes.updatePeriodic, { params: { id: v.id }, query, body: v.body }, quiet);
};

export const deleteEvent = (api: ApiClient, v: { o: EventOccurrence; scope: Scope }) =>
  v.o.repeat
    ? api.call(calendarRoutes.removePeriodic, {
        params: { id: v.o._id },
        query: v.scope === 'one' ? { all: 'false', occurrence: v.o.occurrence ?? undefined } : { all: 'true' },
      })
    : api.call(calendarRoutes.remove, { params: { id: v.o._id } });

export const resetFeed = (api: ApiClient) => api.call(calendarRoutes.resetFeed, {}).then((r) => r.result);
