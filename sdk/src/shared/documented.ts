import type { ZodType } from 'zod';

/**
 * What the API document (GET api/openapi.json) states about a schema beyond what the schema itself
 * checks, for constraints the server checks elsewhere: a client generated from the document then sends
 * what the server accepts, while the server's own check and its error texts stay where they are.
 */

/** Name lists of the installation, known when the document is built (with every plugin installed). */
export type InstalledNames = 'right' | 'role' | 'feature';

/**
 * `.meta(namesOf('right'))`: the value names one of the installation's rights (roles, features); the
 * document lists them as an enum. The server checks the narrower list of the caller's client.
 */
export const namesOf = (kind: InstalledNames) => ({ names: kind });

const laterShapes = new WeakMap<object, ZodType>();

/**
 * `checkedLater(z.unknown(), UserRegister)`: the request's schema takes any value there, and the document
 * gives the shape the handler checks it against afterwards, where each part is refused with an error of
 * its own (a row of `POST api/register_many`, named by its index).
 */
export function checkedLater<S extends ZodType>(schema: S, shape: ZodType): S {
  laterShapes.set(schema, shape);
  return schema;
}

/** The shape a schema marked with `checkedLater` is documented with. */
export const laterShape = (schema: object): ZodType | undefined => laterShapes.get(schema);

/**
 * `.meta(anyRequired({ users: { minItems: 1 }, user_id: {} }))`: a body needs at least one of these
 * properties, each with what the handler asks of it beyond its own schema (a JSON Schema `anyOf`).
 */
export const anyRequired = (alternatives: Record<string, Record<string, unknown>>) => ({
  anyOf: Object.entries(alternatives).map(([name, schema]) => ({
    required: [name],
    ...(Object.keys(schema).length ? { properties: { [name]: schema } } : {}),
  })),
});
