import { useApi, useMe, useRealtime } from '@atrium/sdk/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH } from '../shared/events.js';
import { chatRoutes } from '../shared/routes.js';

/** Server state of the chat screens through TanStack Query; every key starts with 'chat'. */
export function useChatList(search: string, archived: boolean) {
  const api = useApi();
  const me = useMe();
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: ['chat', 'list'] });
  // The list follows every change of the user's chats: a message, a read, a chat added or removed.
  useRealtime(PUSH.newMessage, refresh);
  useRealtime(PUSH.unread, refresh);
  useRealtime(PUSH.youAdded, refresh);
  useRealtime(PUSH.youRemoved, refresh);
  useRealtime(PUSH.ready, refresh);
  return useInfiniteQuery({
    queryKey: ['chat', 'list', search, archived],
    enabled: !!me?.client,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(chatRoutes.list, {
        params: { client: me!.client!._id, user: me!.user._id },
        query: { search, archived: archived ? 'true' : 'false', page: pageParam, limit: 25 },
      }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    placeholderData: (prev) => prev,
  });
}

export function useChat(id: string) {
  const api = useApi();
  const qc = useQueryClient();
  const refresh = (p: { chatId: string }) => p.chatId === id && void qc.invalidateQueries({ queryKey: ['chat', 'one', id] });
  useRealtime(PUSH.participants, refresh);
  useRealtime(PUSH.chatInfo, refresh);
  return useQuery({
    queryKey: ['chat', 'one', id],
    // Presence has no event of its own: the dots are refreshed every half minute.
    refetchInterval: 30_000,
    queryFn: () => api.call(chatRoutes.get, { params: { id } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** The files or links of a chat, newest first, page by page. */
export function useAttachments(id: string, kind: 'files' | 'links') {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ['chat', kind, id],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => api.call(chatRoutes[kind], { params: { id }, query: { before: pageParam } }).then((r) => r.result),
    getNextPageParam: (last) => (last.more ? last.result[0]?.seq : undefined),
  });
}

/** Mutations refresh every chat query. */
export function useChatMutation<V, R = unknown>(fn: (api: ReturnType<typeof useApi>, v: V) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: V) => fn(api, v), onSuccess: () => qc.invalidateQueries({ queryKey: ['chat'] }) });
}

export function useUnread() {
  const api = useApi();
  return useQuery({ queryKey: ['chat', 'unread'], queryFn: () => api.call(chatRoutes.unread, {}).then((r) => r.result.total) });
}
