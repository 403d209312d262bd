import type { AreaFactory } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { uiManifestOf } from './loader.js';
import { pluginSettingsRoutes } from './settings.js';

/** The plugins the current user may use: the client's features × the user's rights. */
export const pluginsArea =
  (remoteVersion: (code: string) => string): AreaFactory =>
  (core) => ({
    core: true,
    code: 'plugins',
    routes: (r) => {
      r.get('/plugins', { summary: 'Plugins on for the client that the user has the right to use' }, (ctx) =>
        core.plugins
          .filter((p) => isFeatureOn(ctx.me.client, p.code) && ctx.me.hasRight(p.rights?.[0] ?? p.code))
          .map((p) => {
            const ui = uiManifestOf(p);
            const right = p.rights?.[0] ?? p.code;
            // Menu entries the user cannot use are left out here; the host only orders and shows them.
            const menu = ui.menu.filter((m) => (m.admin ? ctx.me.isAdmin : ctx.me.hasRight(m.right ?? right)));
            return {
              code: p.code,
              version: p.version ?? '0.0.0',
              rights: p.rights ?? [],
              remoteEntry: `/plugins/${p.code}/remoteEntry.js?v=${remoteVersion(p.code)}`,
              routes: ui.routes,
              slots: ui.slots,
              menu,
            };
          }),
      );
      pluginSettingsRoutes(r, core);
    },
  });
