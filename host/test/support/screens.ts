import { beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { axeViolations, useBrowserApp } from '@atrium/sdk/testing/browser';
import { shot } from './browser.js';

export interface Screens {
  app: TestApp;
  client: TestClient;
  employee: TestUser;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 800 };

/**
 * The set-up every core-screen suite shares: the SDK's browser harness with the host alone, one company
 * with its admin and an employee; then `prepare` runs. `s` is filled in by the time tests run; `open`
 * signs a user in on a fresh page the harness closes after the test (a page error fails the test).
 */
export function useScreens(prepare?: (s: Screens) => Promise<unknown>) {
  const harness = useBrowserApp({ results: 'host' });
  const s = {} as Screens;
  beforeAll(async () => {
    const employee = await harness.client.user({ fields: { firstName: 'Eva', lastName: 'Green', position: 'Designer', city: 'Kyiv' } });
    Object.assign(s, { app: harness.t, client: harness.client, employee });
    await prepare?.(s);
  });
  const open = async (user: { login: string; password: string }, viewport = DESKTOP) => ({ page: await harness.open(user, { viewport }) });
  return { s, open };
}

/** Screenshots of the current screen at desktop and phone widths. */
export async function shots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await shot(page, `core-${name}`);
  // Every screen a journey shows passes axe: no serious or critical violation (WCAG 2.1 AA).
  expect({ screen: name, violations: await axeViolations(page) }).toEqual({ screen: name, violations: [] });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await shot(page, `core-${name}-phone`);
  // Nothing may stick out sideways at phone width: the page scrolls only vertically.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await widen(page);
}

/**
 * Back from a phone's width to a desktop's: the side menu slides in and the page slides 260 px to the right
 * with it (~0.25 s), so this waits until no CSS transition runs; a click aimed during the slide lands beside
 * its target (a tab click missed this way in CI).
 */
export async function widen(page: Page, viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'));
}

/** Picks an option of a Mantine Select by the select's label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Latin words a person reading ru or uk sees on the page: English left in, or a raw translation key.
 * Only rendered text counts (not inputs); names, codes and addresses the data itself holds are `allowed`.
 */
export async function untranslated(page: Page, allowed: string[]): Promise<string[]> {
  const words: string[] = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, [aria-hidden=true], [translate=no]') || !el.checkVisibility?.()) continue;
      out.push(...(n.textContent ?? '').split(/[^A-Za-z._]+/).filter((w) => /[A-Za-z]{2,}/.test(w)));
    }
    return out;
  });
  const ok = new Set(allowed.map((w) => w.toLowerCase()));
  return [...new Set(words)].filter((w) => !ok.has(w.toLowerCase()));
}
