import { useApi, type ApiClient } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentRoutes } from '../shared/routes.js';

/** Server state of the assessment screens through TanStack Query; every key starts with 'assessment'. */
export function useMyLists() {
  const api = useApi();
  const reviews = useQuery({
    queryKey: ['assessment', 'reviews'],
    queryFn: () => api.call(assessmentRoutes.myReviews).then((r) => r.result),
  });
  const assessments = useQuery({
    queryKey: ['assessment', 'assessments'],
    queryFn: () => api.call(assessmentRoutes.myAssessments).then((r) => r.result),
  });
  const subordinates = useQuery({
    queryKey: ['assessment', 'subordinates'],
    queryFn: () => api.call(assessmentRoutes.mySubordinates).then((r) => r.result),
  });
  return { reviews, assessments, subordinates };
}

/** How many rows a page of the cycles and questionnaires lists shows. */
export const LIST_PAGE = 20;

/** The newest 100 cycles, for a picker (analytics). */
export function useCycles(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'cycles'],
    enabled,
    queryFn: () => api.call(assessmentRoutes.cycles, { query: { limit: 100 } }).then((r) => r.result),
  });
}

/** One page of the cycles list, with the total. */
export function useCyclePage(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'cycles', 'page', page],
    queryFn: () => api.call(assessmentRoutes.cycles, { query: { page, limit: LIST_PAGE } }),
    placeholderData: (previous) => previous,
  });
}

export interface PollKey {
  id: string;
  stepId: 'self' | 'chief' | 'peer' | 'subordinate';
  questionnaireId: string;
  userId: string;
}

export function usePoll(key: PollKey) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'poll', key],
    queryFn: () => api.call(assessmentRoutes.poll, { params: key }, { refused: 'page' }).then((r) => r.result),
  });
}

export function useResult(id: string, userId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'result', id, userId],
    queryFn: () => api.call(assessmentRoutes.result, { params: { id, userId } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** A write, after which every assessment query is read again. */
export function useAssessmentMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['assessment'] }) });
}

/** Saves the caller's Excel file of one result. */
export async function downloadExcel(api: ApiClient, id: string, userId: string, name: string) {
  const blob = await api.call(assessmentRoutes.excel, { params: { id, userId } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[\\/:*?"<>|]+/g, '_') || 'assessment'}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function useCycle(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'cycle', id],
    queryFn: () => api.call(assessmentRoutes.cycle, { params: { id } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** One page of the questionnaires list, with the total. */
export function useQuestionnairePage(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'questionnaires', 'page', page],
    queryFn: () => api.call(assessmentRoutes.questionnaires, { query: { page, limit: LIST_PAGE } }),
    placeholderData: (previous) => previous,
  });
}

/** The newest 100 questionnaires, for a step's picker. */
export function useQuestionnaires(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'questionnaires'],
    enabled,
    queryFn: () => api.call(assessmentRoutes.questionnaires, { query: { limit: 100 } }).then((r) => r.result),
  });
}

export function useQuestionnaire(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment', 'questionnaire', id],
    queryFn: () => api.call(assessmentRoutes.questionnaire, { params: { id } }, { refused: 'page' }).then((r) => r.result),
  });
}
