import { useApi, useMe } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRoutes } from '../shared/routes.js';
import type { AccrueInput, AchievementInput, ItemInput, ItemListQuery, SettingsInput } from '../shared/schemas.js';

/** Server state of the shop screens through TanStack Query; every key starts with 'shop'. */

const useClientId = () => useMe()?.client?._id ?? '';

export function useSettings() {
  const api = useApi();
  const client = useClientId();
  return useQuery({
    queryKey: ['shop', 'settings', client],
    enabled: !!client,
    queryFn: () => api.call(shopRoutes.settings, { params: { client } }).then((r) => r.result),
  });
}

export function useItems(q: Pick<ItemListQuery, 'sort' | 'order' | 'page'>) {
  const api = useApi();
  const client = useClientId();
  return useQuery({
    queryKey: ['shop', 'items', client, q],
    enabled: !!client,
    placeholderData: (prev) => prev,
    queryFn: () => api.call(shopRoutes.items, { params: { client }, query: { ...q, limit: 12 } }),
  });
}

export function useAchievements(page: number, limit = 25) {
  const api = useApi();
  const client = useClientId();
  return useQuery({
    queryKey: ['shop', 'achievements', client, page, limit],
    enabled: !!client,
    queryFn: () => api.call(shopRoutes.achievements, { params: { client }, query: { page, limit } }),
  });
}

export function useBalance(user: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'balance', user],
    enabled: !!user,
    queryFn: () => api.call(shopRoutes.balance, { params: { user: user! } }).then((r) => r.result),
  });
}

/** Orders to hand over (managers), newest first. */
export function usePurchases(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'purchases', page],
    placeholderData: (prev) => prev,
    queryFn: () => api.call(shopRoutes.purchases, { query: { page, limit: 25 } }),
  });
}

export function useBalances(page: number) {
  const api = useApi();
  const client = useClientId();
  return useQuery({
    queryKey: ['shop', 'balances', client, page],
    enabled: !!client,
    queryFn: () => api.call(shopRoutes.balances, { params: { client }, query: { page, limit: 25 } }),
  });
}

export function useAccruals(page: number) {
  const api = useApi();
  return useQuery({ queryKey: ['shop', 'accruals', page], queryFn: () => api.call(shopRoutes.accruals, { query: { page, limit: 10 } }) });
}

export function useStats(from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['shop', 'stats', from, to],
    queryFn: () => api.call(shopRoutes.stats, { body: { from, to } }).then((r) => r.result),
  });
}

/** Every mutation refreshes every shop query: balances, stock and statistics change together. */
function useShopMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['shop'] }) });
}

export function useShopActions() {
  const api = useApi();
  const client = useClientId();
  const quiet = { quiet: true };
  return {
    saveSettings: useShopMutation((body: SettingsInput) => api.call(shopRoutes.saveSettings, { body }, quiet)),
    saveAchievement: useShopMutation((body: AchievementInput) =>
      api.call(body._id ? shopRoutes.updateAchievement : shopRoutes.createAchievement, { params: { client }, body }, quiet),
    ),
    deleteAchievement: useShopMutation((id: string) => api.call(shopRoutes.deleteAchievement, { params: { id } })),
    saveItem: useShopMutation((body: ItemInput) =>
      api.call(body._id ? shopRoutes.updateItem : shopRoutes.createItem, { params: { client }, body }, quiet),
    ),
    deleteItem: useShopMutation((id: string) => api.call(shopRoutes.deleteItem, { params: { id } })),
    addStock: useShopMutation((v: { id: string; amount: number }) => api.call(shopRoutes.addStock, { params: v }, quiet)),
    accrue: useShopMutation((body: AccrueInput) => api.call(shopRoutes.accrue, { body }, quiet)),
    cancelAccrual: useShopMutation((id: string) => api.call(shopRoutes.cancelAccrual, { params: { id } })),
    buy: useShopMutation((item: string) => api.call(shopRoutes.buy, { body: { item } })),
    nullify: useShopMutation(() => api.call(shopRoutes.nullify, { params: { client } })),
  };
}

/** Uploads one picture through the core (`POST api/upload`); answers its file id. */
export function useUploadPicture() {
  const api = useApi();
  return async (file: File): Promise<{ _id: string; src: string; thumb: string | null }> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await api.post<{ results: { file: { _id: string; src: string; thumb: string | null } }[] }>(
      '/upload?purpose=any',
      undefined,
      {
        raw: form,
      },
    );
    return res.results[0]!.file;
  };
}
