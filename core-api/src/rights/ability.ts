import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { packRules } from '@casl/ability/extra';
import type { Me, MeClient, MeUser, PluginDefinition } from '@atrium/sdk/server';

export function isFeatureOn(client: MeClient | null, code: string): boolean {
  return !!client?.features.some((f) => f.feature === code && f.active);
}

/**
 * One ability per request: roles, the employee's rights, the client's features and what plugins add.
 * Rights are subjects of the action 'use'; admins may do everything inside their client.
 */
export function buildMe(user: MeUser, client: MeClient | null, plugins: PluginDefinition[]): Me {
  const isSuperadmin = user.roles.includes('superadmin');
  const isAdmin = isSuperadmin || user.roles.includes('admin');
  const hasRight = (code: string) => isAdmin || !!user.superuser || user.rights.includes(code);
  // The CASL ability is built on first use: most requests are decided by role, right and feature and
  // never ask CASL. A getter of the object literal (defineProperty made every `me` a slow object).
  let ability: MongoAbility | null = null;
  const me: Me = {
    user,
    client,
    isSuperadmin,
    isAdmin,
    hasRight,
    get ability() {
      if (!ability) {
        const builder = new AbilityBuilder<MongoAbility>(createMongoAbility);
        if (isAdmin) builder.can('manage', 'all');
        for (const right of user.rights) builder.can('use', right);
        for (const p of plugins) if (p.abilities && isFeatureOn(client, p.code)) p.abilities(builder, me);
        ability = builder.build();
      }
      return ability;
    },
  };
  return me;
}

export const packedRules = (me: Me) => packRules(me.ability.rules as never);
