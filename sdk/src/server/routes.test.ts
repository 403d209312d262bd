import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, wire, wireJson, type ServerForm } from '../shared/index.js';
import { collectRoutes, reply } from './routes.js';

interface Card {
  _id: string;
  name: string;
  created: string;
  parent: { type: 'post'; _id: string } | null;
  tags: { _id: string }[];
}
const card = defineRoute('get', '/card/:id', { params: z.object({ id: z.string() }), answer: wire.result<Card>() });
const cards = defineRoute('get', '/card', { query: z.object({ page: z.coerce.number().default(1) }), answer: wire.page<Card>() });
const file = defineRoute('get', '/card/:id/file', { params: z.object({ id: z.string() }), answer: wire.file() });

const row: ServerForm<Card> = { id: 'c1', name: 'A', created: '2026-01-01', parent: { type: 'post', id: 'p1' }, tags: [{ id: 't1' }] };

describe('route contracts', () => {
  it('register a handler with the path and schemas of the contract', () => {
    const defs = collectRoutes((r) => {
      r.route(card, { summary: 'one' }, (ctx) => ({ ...row, id: ctx.params.id, created: new Date('2026-01-01T00:00:00Z') }));
      // A page answers its paging meta beside the result; a reply carries the whole body.
      r.route(cards, {}, (ctx) => reply({ result: [row], page: ctx.query.page, limit: 25, total: 1 }));
      r.route(file, {}, () => reply(Buffer.from('x'), { headers: { 'content-type': 'text/plain' } }));

      // @ts-expect-error the wire's `_id` is `id` on the server: an answer naming `_id` does not compile
      r.route(card, {}, () => ({ ...row, id: undefined, _id: 'c1' }));
      // @ts-expect-error a missing field of the wire type does not compile
      r.route(card, {}, () => ({ id: 'c1', name: 'A', created: 'x', parent: null }));
      // @ts-expect-error nested ids are checked too
      r.route(card, {}, () => ({ ...row, tags: [{ _id: 't1' }] }));
      // @ts-expect-error a page route answers the paging meta, not a bare list
      r.route(cards, {}, () => [row]);
      // @ts-expect-error a file route answers a reply of bytes
      r.route(file, {}, () => ({ ok: true }));
    });
    expect(defs.slice(0, 3).map((d) => [d.method, d.path, d.opts.params === card.params || d.opts.query === cards.query])).toEqual([
      ['get', '/card/:id', true],
      ['get', '/card', true],
      ['get', '/card/:id/file', false],
    ]);
    expect(defs[0]!.opts.summary).toBe('one');
  });

  it('a GET or DELETE route declaring a body is refused when the plugin loads, since the body would arrive empty', () => {
    const body = z.object({ ids: z.array(z.string()) });
    for (const method of ['get', 'delete'] as const)
      expect(() => collectRoutes((r) => r[method]('/card', { body }, () => ({ ok: true })))).toThrow(
        `${method.toUpperCase()} /card: a ${method.toUpperCase()} route takes no body`,
      );
    expect(collectRoutes((r) => r.post('/card', { body }, () => ({ ok: true })))).toHaveLength(1);
  });

  it("an answer in the server's form is the wire type once renamed", async () => {
    const [def] = collectRoutes((r) => r.route(card, {}, () => ({ ...row, created: new Date('2026-01-01T00:00:00Z') })));
    const sent: Card = JSON.parse(wireJson(await def!.handler({ params: { id: 'c1' } } as never)));
    expect(sent).toEqual({
      _id: 'c1',
      name: 'A',
      created: '2026-01-01T00:00:00.000Z',
      parent: { type: 'post', _id: 'p1' },
      tags: [{ _id: 't1' }],
    });
  });
});
