import type { DataSource } from 'typeorm';
import { POST_PARENT_TYPE } from '@atrium/sdk/shared';
import { type Me, type PluginDefinition, type PostParent, type PostParentsService } from '@atrium/sdk/server';
import { Client } from '../clients/entity.js';
import { isFeatureOn } from '../rights/ability.js';
import { NamespaceClash, pluginOwner } from './namespaces.js';

/**
 * The post parent types of the installed plugins (`definePlugin(..., { postParents })`). A name is
 * written into the wall's SQL and route paths, so a badly formed one, or one registered twice, refuses
 * start-up with one line naming the owners.
 */
export function collectPostParents(plugins: PluginDefinition[]): PostParent[] {
  const found = new Map<string, PostParent>();
  for (const p of plugins)
    for (const [type, def] of Object.entries(p.postParents ?? {})) {
      if (!POST_PARENT_TYPE.test(type))
        throw new NamespaceClash(
          `post parent type ${JSON.stringify(type)} of ${pluginOwner(p.code)}: 2-30 lower-case letters, digits or _`,
        );
      const earlier = found.get(type);
      if (earlier)
        throw new NamespaceClash(
          `duplicate post parent type ${type}: declared by ${pluginOwner(earlier.plugin)} and by ${pluginOwner(p.code)}`,
        );
      found.set(type, Object.freeze({ ...def, type, plugin: p.code, right: p.rights[0] ?? null }));
    }
  return [...found.values()];
}

/**
 * The service of one client (and user): a type is usable while its owner's feature is on for the client
 * and, for a signed-in user, while the user has the owner's right. The client's features come from the
 * request's `me` when there is one, else from one read of the client, made on first use.
 */
export function postParentsService(ds: DataSource, installed: readonly PostParent[], clientId: string, me: Me | null): PostParentsService {
  let usable: Promise<PostParent[]> | null = null;
  const load = async () => {
    if (!installed.length) return [];
    const client = me?.client ?? (await ds.getRepository(Client).findOneBy({ id: clientId }));
    return installed.filter((t) => isFeatureOn(client, t.plugin) && (!me || !t.right || me.hasRight(t.right)));
  };
  return {
    installed,
    usable: () => (usable ??= load()),
    get: async (type) => (await (usable ??= load())).find((t) => t.type === type) ?? null,
  };
}
