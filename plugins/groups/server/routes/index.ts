import type { RouteBuilder } from '@atrium/sdk/server';
import { groupCrudRoutes } from './groups.js';
import { membershipRoutes } from './membership.js';
import { projectRoutes } from './projects.js';

export function routes(r: RouteBuilder) {
  groupCrudRoutes(r);
  membershipRoutes(r);
  projectRoutes(r);
}
