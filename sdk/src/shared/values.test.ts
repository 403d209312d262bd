import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, isoDateTime, nameText, safeUrl, updateOf, wallTime } from './values.js';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe('the value types every plugin takes from a user', () => {
  it('a date must exist', () => {
    for (const good of ['2026-01-31', '2024-02-29', '2026-12-31']) expect(ok(isoDate(), good), good).toBe(true);
    for (const bad of [
      '2026-13-01',
      '2026-00-10',
      '2025-02-29',
      '2025-02-31',
      '2026-02-30',
      '2026-04-31',
      'abc',
      '12345',
      '2026-1-1',
      '0000-01-01',
    ])
      expect(ok(isoDate(), bad), bad).toBe(false);
    expect(isoDate('date required').safeParse('2026-02-30').error?.issues[0]?.message).toBe('date required');
  });

  it('a date-time must have an offset and a date that exists', () => {
    for (const good of ['2026-03-28T01:30:00Z', '2026-03-28T01:30Z', '2026-03-28T01:30:00.123+02:00'])
      expect(ok(isoDateTime(), good), good).toBe(true);
    for (const bad of ['2026-02-30T10:00:00Z', '2026-03-28T24:00:00Z', '2026-03-28T10:00:00', '2026-03-28', 'now'])
      expect(ok(isoDateTime(), bad), bad).toBe(false);
  });

  it('a time is a wall-clock time', () => {
    expect(ok(wallTime(), '00:00')).toBe(true);
    expect(ok(wallTime(), '23:59')).toBe(true);
    for (const bad of ['24:00', '9:00', '12:60', '']) expect(ok(wallTime(), bad), bad).toBe(false);
  });

  it('a link is http, https or a path inside the app', () => {
    for (const good of ['https://example.com/a?b=1', 'http://intranet.local', '/kb/article/1'])
      expect(ok(safeUrl(), good), good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'ftp://x',
      'mailto:a@b',
      'https://',
      'https://exa\nmple.com',
      'https://example.com/a b',
      'java\tscript:alert(1)',
      '/kb/a\u0000b',
    ])
      expect(ok(safeUrl(), bad), bad).toBe(false);
    expect(ok(safeUrl('bad', 30), `https://example.com/${'a'.repeat(11)}`)).toBe(false);
  });

  it('a name is trimmed of Unicode spaces and format characters, then required', () => {
    expect(nameText().parse('\u200b\u00a0 Team \u2060\ufeff')).toBe('Team');
    for (const blank of ['', '   ', '\u200b\u200c\u200d', '\u2060\ufeff\u00a0', '\u202e'])
      expect(ok(nameText(), blank), JSON.stringify(blank)).toBe(false);
    expect(nameText('group name required').max(5, 'too long').safeParse(' abcdef ').error?.issues[0]?.message).toBe('too long');
    expect(nameText().parse('a\u200db')).toBe('a\u200db');
  });
});

describe('updateOf: the body of a PUT', () => {
  const Project = z
    .object({ name: z.string().min(1), description: z.string().default(''), participants: z.array(z.string()).default([]) })
    .strict();

  it('leaves out what was not sent, instead of filling in the defaults', () => {
    expect(updateOf(Project).parse({ name: 'New' })).toEqual({ name: 'New' });
    expect(updateOf(Project).parse({})).toEqual({});
  });

  it('checks a field sent as on create, and refuses unknown fields', () => {
    expect(updateOf(Project).safeParse({ name: '' }).success).toBe(false);
    expect(updateOf(Project).safeParse({ colour: 'red' }).success).toBe(false);
    expect(updateOf(Project).parse({ description: 'd' })).toEqual({ description: 'd' });
  });
});
