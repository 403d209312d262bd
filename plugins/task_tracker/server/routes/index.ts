import type { RouteBuilder } from '@atrium/sdk/server';
import { deskRoutes } from './desks.js';
import { taskRoutes } from './tasks.js';

export function routes(r: RouteBuilder) {
  deskRoutes(r);
  taskRoutes(r);
}
