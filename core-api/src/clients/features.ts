import type { DataSource } from 'typeorm';
import type { FeaturesService } from '@atrium/sdk/server';
import { Client } from './entity.js';

/**
 * `ctx.features` of one client. Reads the client's row on every call: jobs and subscribers run long after
 * any request, and an admin may have switched a feature since; one indexed read per question is cheap.
 */
export function createFeaturesService(ds: DataSource, clientId: string): FeaturesService {
  return {
    async isOn(code) {
      const client = await ds.getRepository(Client).findOneBy({ id: clientId });
      return !!client?.features.some((f) => f.feature === code && f.active);
    },
  };
}
