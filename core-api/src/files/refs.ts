import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { User } from '../users/entity.js';
import { isFeatureOn } from '../rights/ability.js';

/** Files the core's own records use: avatars, large avatars and covers of employees hold file URLs. */
async function userRefs(core: Core, clientId: string, ids: string[]): Promise<string[]> {
  const users = await core.ds
    .getRepository(User)
    .createQueryBuilder('u')
    .select(['u.avatar', 'u.avatarLarge', 'u.cover'])
    .where('u.clientId = :clientId', { clientId })
    .andWhere('(u.avatar IS NOT NULL OR u.avatarLarge IS NOT NULL OR u.cover IS NOT NULL)')
    .getMany();
  const text = users
    .flatMap((u) => [u.avatar, u.avatarLarge, u.cover])
    .filter(Boolean)
    .join('\n');
  return ids.filter((id) => text.includes(id));
}

/**
 * Which of the candidate files some record still refers to: the core's references plus what every plugin
 * that is on for the client answers through its `fileRefs` hook.
 */
export async function referencedFiles(core: Core, clientId: string, ids: string[]): Promise<Set<string>> {
  const used = new Set(await userRefs(core, clientId, ids));
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
  for (const p of core.plugins) {
    if (!p.fileRefs || !isFeatureOn(client, p.code)) continue;
    const left = ids.filter((id) => !used.has(id));
    if (!left.length) break;
    for (const id of await p.fileRefs(left, Object.assign(core.serviceContext(clientId, { pluginCode: p.code }), { clientId })))
      used.add(id);
  }
  return used;
}
