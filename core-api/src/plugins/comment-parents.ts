import type { DataSource } from 'typeorm';
import { COMMENT_PARENT_TYPE } from '@atrium/sdk/shared';
import { type CommentParent, type CommentParentsService, type Me, type PluginDefinition, type UserContext } from '@atrium/sdk/server';
import { Client } from '../clients/entity.js';
import { isFeatureOn } from '../rights/ability.js';
import { NamespaceClash, pluginOwner } from './namespaces.js';

/** The wall's own comment parents: a plugin may not take their names. */
const RESERVED = ['post', 'comment'];

/**
 * The comment parent types of the installed plugins (`definePlugin(..., { commentParents })`). A badly
 * formed name, one of the wall's own, or one registered twice refuses start-up with one line naming the owners.
 */
export function collectCommentParents(plugins: PluginDefinition[]): CommentParent[] {
  const found = new Map<string, CommentParent>();
  for (const p of plugins)
    for (const [type, def] of Object.entries(p.commentParents ?? {})) {
      if (!COMMENT_PARENT_TYPE.test(type) || RESERVED.includes(type))
        throw new NamespaceClash(
          `comment parent type ${JSON.stringify(type)} of ${pluginOwner(p.code)}: 2-30 lower-case letters, digits or _, not post or comment`,
        );
      const earlier = found.get(type);
      if (earlier)
        throw new NamespaceClash(
          `duplicate comment parent type ${type}: declared by ${pluginOwner(earlier.plugin)} and by ${pluginOwner(p.code)}`,
        );
      found.set(type, Object.freeze({ ...def, type, plugin: p.code, right: p.rights[0] ?? null }));
    }
  return [...found.values()];
}

/** Builds the owner plugin's context for the caller: its own realtime rooms, jobs and settings. */
export type OwnerContext = (plugin: string, me: Me) => UserContext;

/**
 * The service of one client (and user): a type is usable while its owner's feature is on for the client
 * and, for a signed-in user, while the user has the owner's right (as post parents, post-parents.ts).
 * The owner's functions are called with the owner's own context for the same user, so what they send
 * to their rooms (`changed`) reaches the owner's sockets, not the wall's.
 */
export function commentParentsService(
  ds: DataSource,
  installed: readonly CommentParent[],
  clientId: string,
  me: Me | null,
  owner: OwnerContext,
): CommentParentsService {
  let usable: Promise<CommentParent[]> | null = null;
  const load = async () => {
    if (!installed.length) return [];
    const client = me?.client ?? (await ds.getRepository(Client).findOneBy({ id: clientId }));
    return installed.filter((t) => isFeatureOn(client, t.plugin) && (!me || !t.right || me.hasRight(t.right)));
  };
  const asOwner = (p: CommentParent): CommentParent => {
    const ctx = (c: UserContext) => owner(p.plugin, c.me);
    const changed = p.changed;
    return {
      ...p,
      canRead: (c, id) => p.canRead(ctx(c), id),
      canWrite: (c, id) => p.canWrite(ctx(c), id),
      canModerate: (c, id) => p.canModerate(ctx(c), id),
      ...(changed ? { changed: (c: UserContext, id: string, change: Parameters<typeof changed>[2]) => changed(ctx(c), id, change) } : {}),
    };
  };
  return {
    installed,
    get: async (type) => {
      const found = (await (usable ??= load())).find((t) => t.type === type);
      return found ? asOwner(found) : null;
    },
  };
}
