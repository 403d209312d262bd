import type { RouteBuilder } from '@atrium/sdk/server';
import { achievementRoutes } from './achievements.js';
import { balanceRoutes } from './balances.js';
import { itemRoutes } from './items.js';
import { moneyRoutes } from './money.js';
import { settingsRoutes } from './settings.js';

export function routes(r: RouteBuilder) {
  settingsRoutes(r);
  achievementRoutes(r);
  itemRoutes(r);
  moneyRoutes(r);
  balanceRoutes(r);
}
