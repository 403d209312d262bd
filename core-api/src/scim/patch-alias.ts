import type { Middleware } from 'koa';

const PATCHED = /^\/api\/scim\/v2\/(Users|Groups)\/[^/]+$/;

/**
 * SCIM changes a resource with PATCH, a method the SDK's route builder has no verb for: the request is
 * handed on as `POST …/{id}/patch`, the route that applies it (scim/area.ts). Nothing else is rewritten.
 */
export const scimPatchAlias: Middleware = (ctx, next) => {
  if (ctx.method === 'PATCH' && PATCHED.test(ctx.path)) {
    ctx.method = 'POST';
    ctx.path = `${ctx.path}/patch`;
  }
  return next();
};
