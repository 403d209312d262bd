import type { DataSource } from 'typeorm';
import type { EmployeesService, ReceiverKind } from '@atrium/sdk/server';
import { Client } from './entity.js';

/**
 * `ctx.receivers(kind)` of one client: the employees the company named to receive violation reports, ideas or
 * vacancy responses (`settings.receivers`, employee administration → other settings), those still employed;
 * when it named none, or none of them is still employed, every admin. Nothing sent to receivers is ever
 * addressed to nobody.
 */
export function createReceivers(ds: DataSource, clientId: string, employees: () => EmployeesService) {
  return async (kind: ReceiverKind): Promise<string[]> => {
    const client = await ds.getRepository(Client).findOneBy({ id: clientId });
    const named = (client?.settings?.receivers as Partial<Record<ReceiverKind, string[]>> | undefined)?.[kind] ?? [];
    const active = named.length ? (await employees().cards(named)).filter((c) => !c.deleted).map((c) => c.id) : [];
    return active.length ? active : employees().withRole('admin');
  };
}
