import type { RouteBuilder } from '@atrium/sdk/server';
import { eventRoutes } from './events.js';
import { feedRoutes } from './feed.js';
import { rangeRoutes } from './ranges.js';

export function routes(r: RouteBuilder) {
  rangeRoutes(r);
  eventRoutes(r);
  feedRoutes(r);
}
