import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moodRoutes } from '../shared/routes.js';

/** Whether the signed-in user's mood check is due (`GET api/mood/check/{id}`); off while `enabled` is false. */
export function useMoodCheck(userId: string | undefined, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['mood', 'check', userId],
    enabled: enabled && !!userId,
    // The meter is a background question: a failure shows nothing rather than an error dialog on every page.
    queryFn: () => api.call(moodRoutes.check, { params: { id: userId! } }, { quiet: true }).then((r) => r.result.needMeter),
    staleTime: Infinity,
  });
}

/** Sends a rating; afterwards the check answers "not due" and the statistics are read again. */
export function useRate(userId: string | undefined) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number }) => api.call(moodRoutes.rate, { body }, { quiet: true }).then((r) => r.result),
    onSuccess: (result) => {
      qc.setQueryData(['mood', 'check', userId], result.needMeter);
      void qc.invalidateQueries({ queryKey: ['mood', 'stat'] });
    },
  });
}

/** Average moods by department and period for the caller's client. */
export function useMoodStat(from: string, to: string) {
  const api = useApi();
  const client = useMe()?.client?._id;
  return useQuery({
    queryKey: ['mood', 'stat', client, from, to],
    enabled: !!client,
    // On `/moods` a caller who may not see the statistics ends on the no-access page.
    queryFn: () => api.call(moodRoutes.stat, { params: { client: client!, from, to } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** Downloads the statistics workbook (`GET api/mood/stat/{client}/{from}/{to}/excel`), departments named as shown. */
export async function downloadExcel(api: ApiClient, client: string, from: string, to: string) {
  const blob = await api.call(moodRoutes.excel, { params: { client, from, to } }, { quiet: true });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `mood-${from}-${to}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
