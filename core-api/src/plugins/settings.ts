import { z } from 'zod';
import { errors, type PluginDefinition, type RouteBuilder } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { zodError } from '../http/errors.js';
import { isFeatureOn } from '../rights/ability.js';

/** Where a plugin's per-client settings live inside the client's `settings` object. */
export const settingsKey = (code: string) => `plugin:${code}`;

/** A plugin's settings as stored for a client, parsed with its schema (so defaults apply until set). */
export function parsedSettings(
  plugin: PluginDefinition | undefined,
  clientSettings: Record<string, unknown>,
  code: string,
): Record<string, unknown> {
  const raw = (clientSettings[settingsKey(code)] ?? {}) as Record<string, unknown>;
  return plugin?.settings ? plugin.settings.parse(raw) : raw;
}

const CodeParam = z.object({ code: z.string().min(1).max(64) });

/**
 * The admin form of plugin settings (docs/core-screens.md, Decisions): each plugin that declares a `settings` schema and is on
 * for the client is listed with the JSON Schema of its input, from which the admin panel renders the form.
 */
export function pluginSettingsRoutes(r: RouteBuilder, core: Core) {
  const clients = () => core.ds.getRepository(Client);

  r.get(
    '/plugins/settings',
    { auth: 'admin', summary: "Settings forms of the client's plugins: code, JSON Schema and current value" },
    async (ctx) => {
      const client = await clients().findOneByOrFail({ id: ctx.db.clientId });
      return core.plugins
        .filter((p) => p.settings && isFeatureOn(ctx.me.client, p.code))
        .map((p) => ({
          code: p.code,
          schema: z.toJSONSchema(p.settings!, { io: 'input' }),
          value: parsedSettings(p, client.settings, p.code),
        }));
    },
  );

  r.put(
    '/plugins/:code/settings',
    {
      auth: 'admin',
      params: CodeParam,
      body: z.record(z.string(), z.unknown()),
      example: {},
      summary: "An admin changes a plugin's settings for their client; the body is checked with the plugin's schema",
    },
    async (ctx) => {
      const plugin = core.plugins.find((p) => p.code === ctx.params.code);
      if (!plugin?.settings) throw errors.notFound('Plugin has no settings', 'plugins.noSettings');
      if (!isFeatureOn(ctx.me.client, plugin.code)) throw errors.featureDisabled();
      const parsed = plugin.settings.safeParse(ctx.body);
      if (!parsed.success) throw zodError(parsed.error);
      const client = await clients().findOneByOrFail({ id: ctx.db.clientId });
      await clients().update({ id: client.id }, {
        settings: { ...client.settings, [settingsKey(plugin.code)]: parsed.data },
        updatedAt: new Date(),
      } as never);
      await ctx.journal('clients', 'plugin_settings.update', { plugin: plugin.code, fields: Object.keys(parsed.data) });
      return parsed.data;
    },
  );
}
