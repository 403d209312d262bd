import type { RouteBuilder } from '@atrium/sdk/server';
import { itemRoutes } from './items.js';
import { writeRoutes } from './write.js';
import { fileRoutes } from './files.js';
import { markRoutes } from './marks.js';

export function routes(r: RouteBuilder) {
  itemRoutes(r);
  writeRoutes(r);
  fileRoutes(r);
  markRoutes(r);
}
