import type { DataSource } from 'typeorm';
import { EXTENSION_KEY, type ExtensionPoint } from '@atrium/sdk/shared';
import type { Extension, ExtensionReader, ExtensionsService, Me, MeClient, PluginDefinition } from '@atrium/sdk/server';
import { Client } from '../clients/entity.js';
import { isFeatureOn } from '../rights/ability.js';
import { NamespaceClash, pluginOwner } from './namespaces.js';

/** The registrations of the installation by point id, each list in installation order. */
export type Extensions = ReadonlyMap<string, readonly Extension<object>[]>;

/**
 * The registering plugin's own context in place of the server's, for the same client and user: what an
 * entry does with it (its rooms, jobs, settings) is its plugin's. Answers other values as they are.
 */
export type OwnerContext = (plugin: string, arg: unknown) => unknown;

/**
 * Every registration of the installed plugins (`definePlugin(…, { extends })`). A registration at a point
 * whose server is not installed is skipped (the loader has checked the registering plugin names it in
 * `dependsOn` or `optionalDependsOn`). A badly formed key, one the server keeps for itself, or one key
 * registered twice at one point refuses start-up with one line naming the owners.
 */
export function collectExtensions(plugins: PluginDefinition[]): Map<string, Extension<object>[]> {
  const installed = new Set(plugins.map((p) => p.code));
  const found = new Map<string, Map<string, Extension<object>>>();
  for (const p of plugins)
    for (const { point, entries } of p.extends ?? []) {
      if (!installed.has(point.owner)) continue;
      const keys = found.get(point.id) ?? new Map();
      found.set(point.id, keys);
      for (const [key, entry] of Object.entries(entries)) {
        if (!EXTENSION_KEY.test(key) || point.reserved.includes(key))
          throw new NamespaceClash(
            `key ${JSON.stringify(key)} of ${pluginOwner(p.code)} at ${point.id}: 2-30 lower-case letters, digits or _${point.reserved.length ? `, not ${point.reserved.join(' or ')}` : ''}`,
          );
        const earlier = keys.get(key);
        if (earlier)
          throw new NamespaceClash(
            `duplicate key ${key} at ${point.id}: registered by ${pluginOwner(earlier.plugin)} and by ${pluginOwner(p.code)}`,
          );
        keys.set(key, { ...(entry as object), key, plugin: p.code, right: p.rights[0] ?? null });
      }
    }
  return new Map([...found].map(([id, keys]) => [id, [...keys.values()]]));
}

/**
 * The entries with every function wrapped once: called with a context first, it gets the registering
 * plugin's own (`owner`); the entries are frozen, so no server changes what another plugin registered.
 */
export function asOwners(collected: Map<string, Extension<object>[]>, owner: OwnerContext): Extensions {
  const wrap = (entry: Extension<object>) =>
    Object.freeze(
      Object.fromEntries(
        Object.entries(entry).map(([name, value]) => [
          name,
          typeof value === 'function'
            ? (first: unknown, ...rest: unknown[]) =>
                (value as (...a: unknown[]) => unknown).call(entry, owner(entry.plugin, first), ...rest)
            : value,
        ]),
      ),
    ) as Extension<object>;
  return new Map([...collected].map(([id, entries]) => [id, Object.freeze(entries.map(wrap))]));
}

/** What `platform.installed(point)` answers while plugins declare their routes. */
export const installedAt =
  (extensions: Extensions) =>
  <T>(point: ExtensionPoint<T>): readonly Extension<T>[] =>
    (extensions.get(point.id) ?? []) as readonly Extension<T>[];

/**
 * The service of one client (and user): an entry is usable while its plugin's feature is on for the client
 * and, for a signed-in user, while the user has the plugin's right. The client's features come from the
 * request's `me` when there is one, else from one read of the client, made on first use and shared by
 * every point.
 */
export function extensionsService(ds: DataSource, extensions: Extensions, clientId: string, me: Me | null): ExtensionsService {
  let client: Promise<MeClient | null> | null = null;
  const clientOf = () => (client ??= me?.client ? Promise.resolve(me.client) : ds.getRepository(Client).findOneBy({ id: clientId }));
  const readers = new Map<string, ExtensionReader<object>>();
  const readerOf = (installed: readonly Extension<object>[]): ExtensionReader<object> => {
    let usable: Promise<Extension<object>[]> | null = null;
    const load = async () => {
      if (!installed.length) return [];
      const c = await clientOf();
      return installed.filter((e) => isFeatureOn(c, e.plugin) && (!me || !e.right || me.hasRight(e.right)));
    };
    return {
      installed,
      usable: () => (usable ??= load()),
      get: async (key) => (await (usable ??= load())).find((e) => e.key === key) ?? null,
    };
  };
  return {
    of<T>(point: ExtensionPoint<T>) {
      let reader = readers.get(point.id);
      if (!reader) readers.set(point.id, (reader = readerOf(extensions.get(point.id) ?? [])));
      return reader as unknown as ExtensionReader<T>;
    },
  };
}
