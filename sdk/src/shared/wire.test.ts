import { describe, expect, it } from 'vitest';
import { wireJson } from './wire.js';

describe('answers name ids _id', () => {
  it('renames every key named id, at any depth, in objects and lists', () => {
    const out = JSON.parse(
      wireJson({
        result: [{ id: 'p1', parent: { type: 'company', id: 'c1' }, author: { id: 'u1', firstName: 'Vera' }, mentions: [{ id: 'u2' }] }],
        page: 1,
        total: 1,
      }),
    );
    expect(out).toEqual({
      result: [{ _id: 'p1', parent: { type: 'company', _id: 'c1' }, author: { _id: 'u1', firstName: 'Vera' }, mentions: [{ _id: 'u2' }] }],
      page: 1,
      total: 1,
    });
  });

  it('leaves text that looks like a key, and keys that merely end in id, as they are', () => {
    const text = 'a post about {"id":1} and ,"id": in quotes \\", "id": x';
    const out = JSON.parse(wireJson({ id: 'p1', text, post_id: 'p2', ids: ['id'], 'id ': 1 }));
    expect(out).toEqual({ _id: 'p1', text, post_id: 'p2', ids: ['id'], 'id ': 1 });
  });

  it('writes dates as ISO text and plain values as JSON does', () => {
    expect(wireJson({ id: 'x', at: new Date('2026-11-22T04:00:00.000Z'), none: null, skip: undefined })).toBe(
      '{"_id":"x","at":"2026-11-22T04:00:00.000Z","none":null}',
    );
    expect(wireJson(null)).toBe('null');
    expect(wireJson([1, 'id'])).toBe('[1,"id"]');
  });
});
