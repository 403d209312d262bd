import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { LinksBlock, LinksBlockLink, type LinksBlockRow } from '../entities/index.js';

const DEFAULT_MODULE = 'company';

async function withLinks(ctx: UserContext, block: LinksBlockRow) {
  const links = await ctx.db.repo(LinksBlockLink).find({
    where: { blockId: block.id },
    order: { sortOrder: 'ASC', createdAt: 'ASC' },
  });
  return {
    id: block.id,
    module: block.module,
    active: block.active,
    links: links.map((l) => ({ id: l.id, title: l.title, link: l.link })),
  };
}

/** The block of a module; a module without one answers an inactive, empty block (an administrator switches it on). */
async function blockOf(ctx: UserContext, module: string) {
  const block = await ctx.db.repo(LinksBlock).findOne({ module });
  return block ? withLinks(ctx, block) : { id: null, module, active: false, links: [] };
}

function mustAdmin(ctx: UserContext) {
  if (!ctx.me.isAdmin) throw errors.forbidden();
}

/** Links blocks (wall README, Rules): a titled list of links per module, shown as a wall widget. */
export function linksBlockRoutes(r: RouteBuilder) {
  r.route(wallRoutes.links, { summary: 'The links block of the company wall' }, (ctx) => blockOf(ctx, DEFAULT_MODULE));
  r.route(wallRoutes.moduleLinks, { summary: 'The links block of a module' }, (ctx) => blockOf(ctx, ctx.params.module));

  r.route(wallRoutes.toggleLinks, { summary: 'Switch the links block of a module on or off (administrators)' }, async (ctx) => {
    mustAdmin(ctx);
    const repo = ctx.db.repo(LinksBlock);
    const module = ctx.body.module ?? DEFAULT_MODULE;
    const block = await repo.findOne({ module });
    if (!block)
      return withLinks(
        ctx,
        await repo.insert({
          module,
          active: ctx.body.active ?? true,
        }),
      );
    const active = ctx.body.active ?? !block.active;
    await repo.update({ id: block.id }, { active });
    return withLinks(ctx, { ...block, active });
  });

  r.route(wallRoutes.addLink, { summary: 'Add a link (title and a valid URL)' }, async (ctx) => {
    mustAdmin(ctx);
    const block = await ctx.db.repo(LinksBlock).get(ctx.params.block);
    const links = ctx.db.repo(LinksBlockLink);
    await links.insert({
      blockId: block.id,
      title: ctx.body.title,
      link: ctx.body.link,
      sortOrder: await links.count({ blockId: block.id }),
    });
    return withLinks(ctx, block);
  });

  r.route(wallRoutes.updateLink, { summary: 'Change a link: the title or the URL sent' }, async (ctx) => {
    mustAdmin(ctx);
    const block = await ctx.db.repo(LinksBlock).get(ctx.params.block);
    const { _id, ...fields } = ctx.body;
    const link = await ctx.db.repo(LinksBlockLink).findOne({ id: _id, blockId: block.id });
    if (!link) throw errors.notFound();
    if (fields.title !== undefined || fields.link !== undefined) await ctx.db.repo(LinksBlockLink).update({ id: link.id }, fields);
    return withLinks(ctx, block);
  });

  r.route(wallRoutes.removeLink, { summary: 'Remove a link' }, async (ctx) => {
    mustAdmin(ctx);
    const block = await ctx.db.repo(LinksBlock).get(ctx.params.block);
    const removed = await ctx.db.repo(LinksBlockLink).delete({ id: ctx.params.link, blockId: block.id });
    if (!removed) throw errors.notFound();
    return withLinks(ctx, block);
  });
}
