import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ANSWERS_FILE } from '@atrium/core-api';
import { answerSchemas } from './openapi-answers.js';

// The committed document and answers; core-api/test/openapi.test.ts checks that the server serves this document.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const doc = read(path.join(root, 'docs/api/openapi.json'));
const ok = (method: string, p: string) => doc.paths[p]?.[method]?.responses[200];

/** The calls of the product's call list for the plugins and core areas served here. */
const LISTED_CALLS = [
  'get /api/user/{client}/polls/access_for/{userId}',
  'get /api/poll/{id}',
  'post /api/poll',
  'put /api/poll/{id}',
  'delete /api/poll/{id}',
  'put /api/poll/{id}/finish',
  'get /api/poll/{id}/results',
  'get /api/poll/{id}/excel',
  'get /api/shop/byClient/{client}',
  'put /api/shop',
  'get /api/shop/{client}/achievements',
  'post /api/shop/{client}/achievements',
  'put /api/shop/{client}/achievements',
  'delete /api/shop/achievements/{id}',
  'get /api/shop/{client}/shop_items',
  'post /api/shop/{client}/shop_items',
  'put /api/shop/{client}/shop_items',
  'delete /api/shop/shop_items/{id}',
  'get /api/shop/item_rest/{id}',
  'post /api/shop/accrue',
  'delete /api/shop/accrue/{id}',
  'post /api/shop/buy',
  'get /api/shop/balance/{user}',
  'get /api/shop/balances/{client}',
  'post /api/shop/shop_items/{id}/add/{amount}',
  'post /api/shop/stats',
  'post /api/shop/balances/nullify/{client}',
  'post /api/upload',
  'get /api/task/{id}',
  'post /api/task',
  'put /api/task/{id}',
  'delete /api/task/{id}',
  'put /api/task_tracker/{desk}/{lane}/add_task',
  'delete /api/task_tracker/{desk}/lane/{lane}',
  'put /api/task_tracker/{desk}/move_task',
  'put /api/task_tracker/{desk}/finish',
  'get /api/chat/{client}/{user}',
  'get /api/chat/unread',
  'delete /api/chat/{client}/{chat}',
  'post /api/mailing',
  'get /api/mailing',
  'get /api/mailing/{id}',
  'put /api/mailing/{id}',
  'delete /api/mailing/{id}',
  'put /api/mailing/startJob/{workspace}',
  'put /api/mailing/restartJob/{key}',
  'put /api/mailing/stopJob/{key}',
  'get /api/tag/{client}/{module}',
  'post /api/tag',
  'put /api/tags/{id}',
  'put /api/tag/attach/to/{model}/{item}',
  'put /api/tag/detach/{tag}/from/{model}/{item}',
  'delete /api/tag/{client}/{tag}',
  'get /api/links_block/{client}',
  'get /api/links_block/{client}/{module}',
  'put /api/links_block/toggle',
  'post /api/links_block/{block}/link',
  'put /api/links_block/{block}/link',
  'delete /api/links_block/{block}/link/{link}',
  'get /api/notif_template/{id}',
  'put /api/notif_template',
  'post /api/notif_template',
  'delete /api/notif_template/{id}',
];

describe('the OpenAPI document (docs/api/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
  });

  it('lists every call of the product for the served plugins', () => {
    expect(LISTED_CALLS.filter((call) => !ok(...(call.split(' ') as [string, string])))).toEqual([]);
  });

  it('describes answers by their wire types, and downloads by their content type', () => {
    const feed = ok('get', '/api/post').content['application/json'].schema;
    expect(feed.required).toEqual(['result', 'page', 'pages', 'total']);
    const post = doc.components.schemas[feed.properties.result.items.$ref.split('/').pop()];
    expect(post.required).toEqual(expect.arrayContaining(['_id', 'text']));
    expect(post.properties._id).toEqual({ type: 'string' });

    const binary = { schema: { type: 'string', format: 'binary' } };
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(ok('get', '/api/poll/{id}/excel').content).toEqual({ [xlsx]: binary });
    expect(ok('post', '/api/user/export/{id}').content).toEqual({ [xlsx]: binary });
    expect(ok('get', '/api/event/ical/{client}/{token}').content).toEqual({ 'text/calendar': binary });
    // A core route declared by path: the handler's own answer, `id` keys sent as `_id`.
    expect(ok('post', '/api/login').content['application/json'].schema).toMatchObject({
      required: ['token', '_id', 'expires'],
      properties: { expires: { type: 'string', format: 'date-time' } },
    });
  });

  it('carries the constraints the server checks beyond the JSON types', () => {
    const body = (method: string, p: string) => doc.paths[p][method].requestBody.content;
    expect(body('post', '/api/mailing')['application/json'].schema.properties.action.enum).toEqual(['digest', 'unread', 'birthdays']);
    expect(body('post', '/api/upload')['multipart/form-data'].schema.required).toEqual(['file']);
    expect(body('post', '/api/links_block/{block}/link')['application/json'].schema.properties.link).toMatchObject({
      format: 'uri-reference',
    });
    // Checked by the handlers: each row of a registration of many, the recipients, a template to update.
    const rows = body('post', '/api/register_many')['application/json'].schema.properties.users.items;
    expect(rows.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password', 'confirmPassword']));
    expect(body('post', '/api/notification')['application/json'].schema.anyOf).toEqual([
      { required: ['users'], properties: { users: { minItems: 1 } } },
      { required: ['user_id'] },
    ]);
    expect(body('put', '/api/notif_template')['application/json'].schema.anyOf).toEqual([{ required: ['_id'] }, { required: ['code'] }]);
    // Rights, roles and features named: those of the installation, every plugin installed.
    const rights = body('put', '/api/user/{id}/rights')['application/json'].schema.properties.rights.items.enum;
    expect(rights).toEqual(expect.arrayContaining(['profile_edit', 'notifications_send', 'wall', 'polls', 'shop']));
    expect(rows.properties.rights.items.enum).toEqual(rights);
    const role = doc.paths['/api/user/{id}/role/{role}'].put.parameters.find((p: { name: string }) => p.name === 'role');
    expect(role.schema.enum).toEqual(expect.arrayContaining(['admin', 'hr', 'wall_admin']));
  });

  it('gives the statuses and shapes of answers that are not `{ result }` of 200', () => {
    expect(
      doc.paths['/api/register_many'].post.responses[202].content['application/json'].schema.properties.result.properties.state,
    ).toEqual({
      type: 'string',
      enum: expect.arrayContaining(['queued', 'running', 'done', 'failed']),
    });
    expect(ok('post', '/api/register_many')).toBeUndefined();
    expect(ok('get', '/api/openapi.json').content['application/json'].schema.required).toEqual(['openapi', 'info', 'paths']);
    const user = ok('get', '/api/user/{id}').content['application/json'].schema.properties.result.$ref.split('/').pop();
    expect(doc.components.schemas[user].required).toEqual(expect.arrayContaining(['_id', 'email', 'fullName', 'rights']));
    expect(doc.components.schemas[user].properties.passwordHash).toBeUndefined();
  });

  it('has the answers the route types give now: run `npm run openapi` when this fails', () => {
    expect(answerSchemas(root)).toEqual(read(ANSWERS_FILE));
  }, 120_000);
});
