import { useApi } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noSilentRoutes } from '../shared/routes.js';
import type { ViolReportInput } from '../shared/schemas.js';

/** Server state of the report page through TanStack Query; every key starts with 'no_silent'. */
export function useReceived() {
  const api = useApi();
  return useQuery({
    queryKey: ['no_silent', 'received'],
    // A 403 means the caller is no receiver: the page then shows no receivers' tab, no message.
    queryFn: () => api.call(noSilentRoutes.list, { query: { limit: 100 } }, { quiet: true }).then((r) => r.result),
    retry: false,
  });
}

export function useMine() {
  const api = useApi();
  return useQuery({ queryKey: ['no_silent', 'mine'], queryFn: () => api.call(noSilentRoutes.mine).then((r) => r.result) });
}

export function useReport(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['no_silent', 'one', id],
    queryFn: () => api.call(noSilentRoutes.get, { params: { id } }).then((r) => r.result),
  });
}

/** Sends the form and its files in one multipart request (no upload of its own would name the sender). */
export function useSend() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: ViolReportInput; files: File[] }) => {
      const form = new FormData();
      form.append('anonymous', String(body.anonymous));
      if (!body.anonymous) form.append('name', body.name ?? '');
      form.append('description', body.description);
      for (const f of files) form.append('files', f, f.name);
      return api.call(noSilentRoutes.send, {}, { raw: form }).then((r) => r.result);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['no_silent'] }),
  });
}

export function useAnswer(id: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.call(noSilentRoutes.answer, { params: { id }, body: { text } }).then((r) => r.result),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['no_silent'] }),
  });
}
