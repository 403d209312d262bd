import type { RouteBuilder } from '@atrium/sdk/server';
import { listRoutes } from './list.js';
import { pollCrudRoutes } from './polls.js';
import { answerRoutes } from './answer.js';
import { resultsRoutes } from './results.js';

export function routes(r: RouteBuilder) {
  listRoutes(r);
  pollCrudRoutes(r);
  answerRoutes(r);
  resultsRoutes(r);
}
