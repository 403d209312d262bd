import { reply } from '@atrium/sdk/server';
import { AppError } from '@atrium/sdk/shared';

export const SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  config: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
} as const;

/**
 * A SCIM answer. The body is sent as text: the platform renames `id` to `_id` in the JSON it writes,
 * and SCIM's `id` must stay as it is.
 */
export const scimReply = (body: unknown, status = 200) =>
  reply(status === 204 ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/scim+json; charset=utf-8' } });

/** A refusal in SCIM's error body (RFC 7644 §3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: string | undefined,
    detail: string,
  ) {
    super(detail);
  }
}
export const invalidValue = (detail: string) => new ScimError(400, 'invalidValue', detail);

/** Runs a SCIM handler: its refusals, and the platform's own (404, 409), answer SCIM's error body. */
export async function scimAnswer(run: () => Promise<ReturnType<typeof scimReply>>) {
  try {
    return await run();
  } catch (err) {
    const e =
      err instanceof ScimError
        ? err
        : err instanceof AppError && err.status < 500
          ? new ScimError(err.status, err.status === 409 ? 'uniqueness' : undefined, err.message)
          : null;
    if (!e) throw err;
    return scimReply(
      { schemas: [SCHEMAS.error], status: String(e.status), ...(e.scimType ? { scimType: e.scimType } : {}), detail: e.message },
      e.status,
    );
  }
}
