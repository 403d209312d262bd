import type { FileAccess } from '@atrium/sdk/server';
import { ServiceRequest } from './entities/index.js';
import { mayRead } from './services/requests.js';
import { REQUEST_FILES } from './services/values.js';

/** A file in a request's form values is read by those who read the request: its initiator, its performers, the managers. */
export const requestFiles: FileAccess = async (ctx, owner) => {
  if (owner.type !== REQUEST_FILES) return false;
  const row = await ctx.db.repo(ServiceRequest).findOne({ id: owner.id });
  return !!row && mayRead(ctx, row);
};
