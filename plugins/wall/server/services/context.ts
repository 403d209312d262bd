import type { Me, ServiceContext } from '@atrium/sdk/server';

/** What the wall's services need of a request: the tenant services and the signed-in user. */
export type WallCtx = ServiceContext & { me: Me };
