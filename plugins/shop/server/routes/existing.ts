import { errors } from '@atrium/sdk/shared';
import { MSG } from '../../shared/constants.js';

/** The `_id` a PUT names (the spec's PUT of achievements and items carries it in the body); 400 without one. */
export function existingId(id: string | undefined): string {
  if (!id) throw errors.badRequest('Some data fields are empty', 'errors.validation', [{ path: '_id', message: MSG.idRequired }]);
  return id;
}
