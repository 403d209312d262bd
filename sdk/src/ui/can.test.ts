import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { AtriumContext, type AtriumHost } from './context.js';
import { Can } from './hooks.js';

/** A page rendered inside a host whose ability has loaded: polls may be created, only one's own changed. */
function page(children: ReactNode) {
  const b = new AbilityBuilder<MongoAbility>(createMongoAbility);
  b.can('create', 'Poll');
  b.can('update', 'Poll', { authorId: 'u1' });
  const ability = b.build();
  const host = { ability: { current: () => ability, ready: Promise.resolve(ability) } } as unknown as AtriumHost;
  return renderToString(createElement(AtriumContext.Provider, { value: host }, children));
}

it('<Can> shows its children only where the ability allows, conditions included', () => {
  const poll = (authorId: string) => ({ __caslSubjectType__: 'Poll', authorId }) as never;
  expect(page(createElement(Can, { I: 'create', a: 'Poll', children: 'New poll' } as never))).toBe('New poll');
  expect(page(createElement(Can, { I: 'delete', a: 'Poll', children: 'Delete' } as never))).toBe('');
  expect(page(createElement(Can, { I: 'update', this: poll('u1'), children: 'Edit' } as never))).toBe('Edit');
  expect(page(createElement(Can, { I: 'update', this: poll('u2'), children: 'Edit' } as never))).toBe('');
  expect(page(createElement(Can, { not: true, I: 'delete', a: 'Poll', children: 'Read only' } as never))).toBe('Read only');
});
