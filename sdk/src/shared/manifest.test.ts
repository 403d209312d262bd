import { expect, expectTypeOf, it } from 'vitest';
import { CORE_SLOTS, type CoreSlotProps } from './manifest.js';

// The names come from the keys of `CoreSlotProps` (a slot typed there but missing from the list fails tsc),
// so the loader accepts a filler of exactly the slots whose props the host declares.
it('lists every core slot whose props are declared, once each', () => {
  expectTypeOf(CORE_SLOTS).items.toEqualTypeOf<keyof CoreSlotProps>();
  const typed: Record<keyof CoreSlotProps, null> = {
    'chief.dashboard': null,
    'profile.tabs': null,
    'profile.actions': null,
    'admin.tabs': null,
    'employees.tabs': null,
    'shell.mood': null,
    'shell.header': null,
  };
  expect([...CORE_SLOTS].sort()).toEqual(Object.keys(typed).sort());
});
