import type { RouteBuilder } from '@atrium/sdk/server';
import { groupRoutes } from '../../shared/routes.js';
import {
  addParticipant,
  createProject,
  deleteProject,
  managedProject,
  myProjects,
  projectViews,
  readableProject,
  updateProject,
} from '../services/projects.js';

export function projectRoutes(r: RouteBuilder) {
  const one = async (ctx: Parameters<typeof projectViews>[0], id: string) =>
    (await projectViews(ctx, [await readableProject(ctx, id)]))[0]!;

  r.route(groupRoutes.createProject, { summary: 'Create a project; the creator is its first participant' }, async (ctx) => {
    const project = await createProject(ctx, ctx.body);
    return one(ctx, project.id);
  });
  r.route(groupRoutes.projects, { summary: 'Projects the caller takes part in, newest first' }, (ctx) =>
    myProjects(ctx, ctx.query.page, ctx.query.limit),
  );
  r.route(groupRoutes.project, { summary: 'One project with its participants, the creator first' }, (ctx) => one(ctx, ctx.params.id));
  r.route(groupRoutes.updateProject, { summary: 'Change a project (its creator or a company administrator)' }, async (ctx) => {
    await updateProject(ctx, await managedProject(ctx, ctx.params.id), ctx.body);
    return one(ctx, ctx.params.id);
  });
  r.route(groupRoutes.removeProject, { summary: 'Delete a project (its creator or a company administrator)' }, async (ctx) => {
    const project = await managedProject(ctx, ctx.params.id);
    await deleteProject(ctx, project);
    return { id: project.id };
  });
  r.route(
    groupRoutes.addParticipant,
    { summary: 'Add a participant to a project (its creator or a company administrator)' },
    async (ctx) => {
      const project = await managedProject(ctx, ctx.body.project);
      await addParticipant(ctx, project, ctx.body.user);
      return one(ctx, project.id);
    },
  );
}
