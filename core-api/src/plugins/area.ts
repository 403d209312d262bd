import type { ManifestMenuEntry } from '@atrium/sdk/shared';
import type { Me, PluginDefinition } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { pluginSettingsRoutes } from './settings.js';
import type { RemoteBuild } from './remote-build.js';

/** The right that opens a plugin's UI; a plugin without rights opens with its code, as its routes do. */
const uiRightOf = (p: PluginDefinition) => p.manifest.uiRight ?? p.code;

/** Whether a menu entry shows to the user: a role's holders, admins, or holders of the entry's right. */
function shows(e: ManifestMenuEntry, me: Me, uiRight: string): boolean {
  if (e.roles) return e.roles.some((role) => me.user.roles.includes(role));
  return e.admin ? me.isAdmin : me.hasRight(e.right ?? uiRight);
}

/** A page's first calls as a list, whether its manifest declares one or several. */
const firstCallsOf = (declared: PluginDefinition['manifest']['firstCalls']): Record<string, string[]> =>
  Object.fromEntries(Object.entries(declared ?? {}).map(([route, calls]) => [route, [calls ?? []].flat()]));

/** The plugins the current user may use: the client's features × the user's rights. */
export const pluginsArea =
  (remoteBuild: (code: string) => RemoteBuild): AreaFactory =>
  (core) => ({
    core: true,
    code: 'plugins',
    routes: (r) => {
      r.get('/plugins', { summary: 'Plugins on for the client that the user has the right to use, with their manifests' }, (ctx) =>
        core.plugins
          .filter((p) => isFeatureOn(ctx.me.client, p.code) && ctx.me.hasRight(uiRightOf(p)))
          .map((p) => {
            const m = p.manifest;
            const right = uiRightOf(p);
            // Menu entries the user cannot use are left out here; the host only orders and shows them.
            const menu = (m.menu ?? []).filter((e) => shows(e, ctx.me, right));
            const { remoteEntry, preload } = remoteBuild(p.code);
            return {
              code: p.code,
              version: p.version ?? '0.0.0',
              titles: m.titles,
              rights: m.rights,
              remoteEntry,
              preload,
              routes: m.routes ?? [],
              firstCalls: firstCallsOf(m.firstCalls),
              slots: { fills: m.slots?.fills ?? [], declares: Object.keys(m.slots?.declares ?? {}) },
              menu,
              notificationSections: m.notificationSections ?? {},
              visitModule: m.visitModule === undefined ? p.code : m.visitModule,
              abilities: !!p.abilities,
              // Whether it indexes records for the one search: the search page offers it as a filter.
              search: !!p.search,
            };
          }),
      );
      // Names are not secrets: every screen that names a feature, right, section or menu entry of any installed
      // plugin (a client's feature switches and menu design, the rights table, notification settings) reads them here.
      r.get(
        '/plugins/titles',
        { summary: 'The titles of every installed plugin, its rights, notification sections and menu entries' },
        () =>
          Object.fromEntries(
            core.plugins.map((p) => [
              p.code,
              {
                titles: p.manifest.titles,
                rights: p.manifest.rights,
                notificationSections: p.manifest.notificationSections ?? {},
                menu: (p.manifest.menu ?? []).map((e) => ({ key: e.key, to: e.to, order: e.order, titles: e.titles })),
              },
            ]),
          ),
      );
      pluginSettingsRoutes(r, core);
    },
  });
