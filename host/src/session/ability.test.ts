import { expect, it } from 'vitest';
import { packRules } from '@casl/ability/extra';
import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { abilitySource, loadCasl } from './ability.js';

// What GET /api/me sends: an employee with the polls right who manages only their own polls.
const builder = new AbilityBuilder<MongoAbility>(createMongoAbility);
builder.can('use', 'polls');
builder.can('manage', 'Poll', { authorId: 'u1' });
const rules = packRules(builder.rules as never);

it('has no ability before CASL is asked for, and builds it from the packed rules once it has loaded', async () => {
  const source = abilitySource(rules);
  expect(source.current()).toBeUndefined();
  const ability = await source.ready;
  expect(ability.can('use', 'polls')).toBe(true);
  expect(ability.can('use', 'calendar')).toBe(false);
  // Conditions reach the browser: an own poll may be changed, someone else's not.
  expect(ability.can('update', { __caslSubjectType__: 'Poll', authorId: 'u1' } as never)).toBe(true);
  expect(ability.can('update', { __caslSubjectType__: 'Poll', authorId: 'u2' } as never)).toBe(false);
  // The same ability from then on, without waiting.
  expect(source.current()).toBe(ability);
});

it('answers at once for a new session once CASL has loaded (a later page does not wait)', async () => {
  await loadCasl();
  const source = abilitySource([]);
  expect(source.current()?.can('use', 'polls')).toBe(false);
});
