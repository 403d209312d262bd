import { errors, tagRoutes, type ClientDb } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { Tag, TagLink } from './entities.js';
import { createTagsService, ensureTags, tagsOf, tagView } from './service.js';

const taken = () => errors.conflict('a tag with this name already exists', 'tags.taken');

/** Whether another tag of the module already has this name (ignoring case). */
async function nameTaken(db: ClientDb, module: string, name: string, except?: string) {
  const qb = db.repo(Tag).qb('t').andWhere('t.module = :m AND LOWER(t.name) = :n', { m: module, n: name.toLowerCase() });
  if (except) qb.andWhere('t.id <> :x', { x: except });
  return (await qb.getCount()) > 0;
}

/**
 * Tags of every module, one service. Reading a module's tags is open to its client's employees; the
 * vocabulary and direct attaching are the administrators' (the core cannot judge who may edit a plugin's
 * row). Plugins attach tags to their rows through `ctx.tags` under their own rules.
 */
export const tagsArea: AreaFactory = (core) => ({
  core: true,
  code: 'tags',
  routes: (r) => {
    r.route(tagRoutes.list, { summary: "A module's tags by name; tmpl keeps those containing it" }, async (ctx) =>
      createTagsService(ctx.db, ctx.params.module).list(ctx.query.tmpl),
    );

    r.route(tagRoutes.create, { auth: 'admin', summary: 'Create a tag in a module' }, async (ctx) => {
      if (await nameTaken(ctx.db, ctx.body.module, ctx.body.name)) throw taken();
      const [tag] = await ensureTags(ctx.db, ctx.body.module, [ctx.body.name]);
      await ctx.journal('tags', 'tag.create', { tagId: tag!.id, module: tag!.module, name: tag!.name });
      return tagView(tag!);
    });

    r.route(tagRoutes.rename, { auth: 'admin', summary: 'Rename a tag' }, async (ctx) => {
      const tag = await ctx.db.repo(Tag).get(ctx.params.id);
      if (await nameTaken(ctx.db, tag.module, ctx.body.name, tag.id)) throw taken();
      await ctx.db.repo(Tag).update({ id: tag.id }, { name: ctx.body.name });
      await ctx.journal('tags', 'tag.rename', { tagId: tag.id, from: tag.name, to: ctx.body.name });
      return tagView(await ctx.db.repo(Tag).get(tag.id));
    });

    r.route(
      tagRoutes.attach,
      { auth: 'admin', summary: "Attach a tag to a row of its module's model; answers the row's tags" },
      async (ctx) => {
        const tag = await ctx.db.repo(Tag).get(ctx.body.tag);
        const { model, item } = ctx.params;
        // Only a row of the client that exists: the plugin of the tag's module names each model's entity
        // (own keys only: a model called `constructor` is no entity).
        const taggable = core.plugins.find((p) => p.code === tag.module)?.taggable ?? {};
        const entity = Object.hasOwn(taggable, model) ? taggable[model] : undefined;
        if (!entity || !(await ctx.db.repo(entity).exists({ id: item }))) throw errors.notFound();
        await ctx.db.repo(TagLink).insertOnce({ tagId: tag.id, module: tag.module, model, itemId: item });
        return (await tagsOf(ctx.db, tag.module, model, [item])).get(item) ?? [];
      },
    );

    r.route(tagRoutes.detach, { auth: 'admin', summary: 'Detach a tag from a row; answers the tags the row keeps' }, async (ctx) => {
      const tag = await ctx.db.repo(Tag).get(ctx.params.tag);
      const { model, item } = ctx.params;
      await ctx.db.repo(TagLink).delete({ tagId: tag.id, model, itemId: item });
      return (await tagsOf(ctx.db, tag.module, model, [item])).get(item) ?? [];
    });

    r.route(tagRoutes.remove, { auth: 'admin', summary: 'Delete a tag and detach it everywhere' }, async (ctx) => {
      const tag = await ctx.db.repo(Tag).get(ctx.params.tag);
      await ctx.db.transaction(async (tx) => {
        await tx.repo(TagLink).delete({ tagId: tag.id });
        await tx.repo(Tag).delete({ id: tag.id });
      });
      await ctx.journal('tags', 'tag.delete', { tagId: tag.id, name: tag.name });
      return { id: tag.id };
    });
  },
});
