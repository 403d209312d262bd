import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRules, issueKey } from './rules.js';
import { nameText } from './values.js';

const RULES = defineRules('board', {
  nameRequired: 'name required',
  nameLong: 'name at most 5 characters',
  countBounds: 'count from 1 to 9',
  kindRequired: 'kind required',
  planDates: 'the plan end is before its start',
  laneNotOnBoard: 'the lane does not belong to this board',
});

const Schema = z
  .object({
    name: nameText(RULES.nameRequired).max(5, RULES.nameLong),
    count: z.number(RULES.countBounds).int(RULES.countBounds).min(1, RULES.countBounds).max(9, RULES.countBounds),
    kind: z.enum(['a', 'b'], RULES.kindRequired),
    start: z.string(),
    end: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.end < v.start) ctx.addIssue(RULES.planDates.issue(['end']));
  });

/** Each refused field as `path: key (message)`. */
const refused = (value: unknown) =>
  (Schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${issueKey(i)} (${i.message})`);

describe('defineRules', () => {
  it("derives each rule's key from the plugin's code and the rule's name", () => {
    expect(RULES.laneNotOnBoard.key).toBe('board.errors.laneNotOnBoard');
    expect(RULES.laneNotOnBoard.text).toBe('the lane does not belong to this board');
  });

  it('gives the errors of a rule with its text and key at their statuses', () => {
    expect(RULES.laneNotOnBoard.badRequest([RULES.laneNotOnBoard.field('lane', ['l1'])]).toBody()).toEqual({
      name: 'ValidationError',
      message: 'the lane does not belong to this board',
      key: 'board.errors.laneNotOnBoard',
      details: [{ path: 'lane', message: 'the lane does not belong to this board', key: 'board.errors.laneNotOnBoard', ids: ['l1'] }],
    });
    expect([RULES.nameRequired.forbidden(), RULES.nameRequired.notFound(), RULES.nameRequired.conflict()].map((e) => e.status)).toEqual([
      403, 404, 409,
    ]);
  });

  it("makes a schema's refusals carry the rule's key beside its English text", () => {
    expect(refused({ name: ' ', count: 0, kind: 'c', start: '2', end: '1' })).toEqual([
      'name: board.errors.nameRequired (name required)',
      'count: board.errors.countBounds (count from 1 to 9)',
      'kind: board.errors.kindRequired (kind required)',
    ]);
    expect(refused({ name: 'ok', count: 2, kind: 'a', start: '2', end: '1' })).toEqual([
      'end: board.errors.planDates (the plan end is before its start)',
    ]);
    expect(refused({ name: 'longer', count: 'x', kind: 'a', start: '1', end: '1' })).toEqual([
      'name: board.errors.nameLong (name at most 5 characters)',
      'count: board.errors.countBounds (count from 1 to 9)',
    ]);
  });

  it('leaves plain messages without a key', () => {
    expect(issueKey(nameText('plain').safeParse('').error!.issues[0]!)).toBeUndefined();
  });
});
