import { z } from 'zod';

/**
 * An id path parameter that names the entity it points at. The isolation suite reads the
 * entity name to substitute another client's ids of that entity.
 */
export const idOf = (entity: string) => z.string().min(1).max(64).meta({ entity });

/** A workspace code in a path: Latin letters and digits. */
export const workspaceParam = () =>
  z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .max(64)
    .meta({ entity: 'Client', field: 'workspace' });

export const IdParams = z.object({ id: idOf('any') });
