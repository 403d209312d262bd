import { SCHEMAS } from './answers.js';

/** What this server supports (RFC 7643 §5): PATCH, filters (the few `eq` directories send), no bulk, sort or ETags. */
export const serviceProviderConfig = (base: string) => ({
  schemas: [SCHEMAS.config],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: 200 },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'The token an administrator generated in the client edit screen',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

const attr = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const userSchema = {
  id: SCHEMAS.user,
  name: 'User',
  description: 'An employee',
  attributes: [
    attr('userName', { required: true, uniqueness: 'server' }),
    attr('name', { type: 'complex', subAttributes: [attr('givenName', { required: true }), attr('familyName', { required: true })] }),
    attr('emails', { type: 'complex', multiValued: true, subAttributes: [attr('value'), attr('primary', { type: 'boolean' })] }),
    attr('title'),
    attr('active', { type: 'boolean' }),
    attr('groups', { type: 'complex', multiValued: true, mutability: 'readOnly', subAttributes: [attr('value'), attr('display')] }),
  ],
};

const groupSchema = {
  id: SCHEMAS.group,
  name: 'Group',
  description: 'A department of the administrative structure',
  attributes: [
    attr('displayName', { required: true }),
    attr('members', { type: 'complex', multiValued: true, subAttributes: [attr('value'), attr('display', { mutability: 'readOnly' })] }),
  ],
};

const listOf = (resources: unknown[]) => ({
  schemas: [SCHEMAS.list],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const schemas = (base: string) =>
  listOf(
    [userSchema, groupSchema].map((s) => ({
      schemas: [SCHEMAS.schema],
      ...s,
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${s.id}` },
    })),
  );

export const resourceTypes = (base: string) =>
  listOf(
    [
      { id: 'User', name: 'User', endpoint: '/Users', schema: SCHEMAS.user },
      { id: 'Group', name: 'Group', endpoint: '/Groups', schema: SCHEMAS.group },
    ].map((r) => ({
      schemas: [SCHEMAS.resourceType],
      ...r,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${r.id}` },
    })),
  );
