import { expect, it } from 'vitest';
import type { PluginInfo } from '../plugins/types.js';
import { moduleOf } from './reports.js';

const plugin = (code: string, routes: string[], visitModule: string | null) => ({ code, routes, visitModule }) as PluginInfo;

it("reports a visit under a core page's module or the owning plugin's, and none for a plugin that declares none", () => {
  const plugins = [plugin('polls', ['/polls', '/poll/:_id'], 'polls'), plugin('no_silent', ['/report_violation'], null)];
  expect(moduleOf('/birthdays', plugins)).toBe('birthdays');
  expect(moduleOf('/poll/7', plugins)).toBe('polls');
  expect(moduleOf('/report_violation', plugins)).toBeNull();
});
