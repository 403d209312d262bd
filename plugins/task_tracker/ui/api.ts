import { useApi } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackerRoutes } from '../shared/routes.js';
import type { DeskInput, TaskInput } from '../shared/schemas.js';
import type { z } from 'zod';
import type { TaskListQuery } from '../shared/schemas.js';
import type { DeskWithTasks, TaskListItem } from '../shared/types.js';

/** Server state of the tracker screens through TanStack Query; every key starts with 'task_tracker'. */
export function useDesks(finished: boolean, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['task_tracker', 'desks', finished, page],
    queryFn: () => api.call(trackerRoutes.desks, { query: { finished: finished ? '1' : '0', page, limit: 24 } }),
  });
}

export const deskKey = (id: string) => ['task_tracker', 'desk', id];

export function useDesk(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: deskKey(id),
    queryFn: () => api.call(trackerRoutes.desk, { params: { id } }, { refused: 'page' }).then((r) => r.result),
  });
}

export function useTasks(query: Partial<z.input<typeof TaskListQuery>>, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['task_tracker', 'tasks', query],
    enabled,
    queryFn: () => api.call(trackerRoutes.tasks, { query: query as z.input<typeof TaskListQuery> }),
  });
}

export function useTask(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['task_tracker', 'task', id],
    enabled: !!id,
    queryFn: () => api.call(trackerRoutes.task, { params: { id: id! } }).then((r) => r.result),
  });
}

/** After any change the tracker's lists and the desk are read again (live events do the same for others). */
function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['task_tracker'] });
}

export function useCreateDesk() {
  const api = useApi();
  const done = useInvalidate();
  return useMutation({ mutationFn: (body: z.input<typeof DeskInput>) => api.call(trackerRoutes.createDesk, { body }), onSuccess: done });
}

export function useUpdateDesk(id: string) {
  const api = useApi();
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof DeskInput>) => api.call(trackerRoutes.updateDesk, { params: { id }, body }),
    onSuccess: done,
  });
}

export function useDeskActions(id: string) {
  const api = useApi();
  const done = useInvalidate();
  return {
    finish: useMutation({
      mutationFn: (finished: boolean) => api.call(trackerRoutes.finish, { params: { desk: id }, body: { finished } }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: () => api.call(trackerRoutes.removeDesk, { params: { id } }), onSuccess: done }),
    removeLane: useMutation({
      mutationFn: (lane: string) => api.call(trackerRoutes.removeLane, { params: { desk: id, lane } }),
      onSuccess: done,
    }),
    addTask: useMutation({
      mutationFn: (v: { lane: string; name: string }) =>
        api.call(trackerRoutes.addTask, { params: { desk: id, lane: v.lane }, body: { name: v.name } }),
      onSuccess: done,
    }),
  };
}

/** Moves a task at once on screen (the desk's cached copy), then on the server. */
export function useMoveTask(desk: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { task: string; lane: string; after: string | null }) =>
      api.call(trackerRoutes.moveTask, { params: { desk }, body: v }).then((r) => r.result),
    onMutate: (v) => {
      qc.setQueryData<DeskWithTasks>(deskKey(desk), (d) => (d ? { ...d, tasks: placed(d.tasks, v.task, v.lane, v.after) } : d));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: deskKey(desk) }),
  });
}

/** The tasks with one moved into `lane` after `after` (null: first), for the screen before the server answers. */
export function placed(tasks: TaskListItem[], id: string, lane: string, after: string | null): TaskListItem[] {
  const moving = tasks.find((t) => t._id === id);
  if (!moving) return tasks;
  const rest = tasks.filter((t) => t._id !== id);
  const moved = { ...moving, laneId: lane };
  const at = after ? rest.findIndex((t) => t._id === after) + 1 : rest.findIndex((t) => t.laneId === lane);
  const index = at <= 0 && !after ? (at === -1 ? rest.length : at) : at;
  return [...rest.slice(0, index), moved, ...rest.slice(index)];
}

export function useTaskActions(id: string) {
  const api = useApi();
  const done = useInvalidate();
  return {
    save: useMutation({
      mutationFn: (body: z.input<typeof TaskInput>) => api.call(trackerRoutes.updateTask, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: () => api.call(trackerRoutes.removeTask, { params: { id } }), onSuccess: done }),
  };
}
