import type { Page } from 'playwright-core';
import { screenshot } from '@atrium/sdk/testing/browser';

/** The visible part of the screen, in test-results/host/. */
export const shot = (page: Page, name: string) => screenshot(page, 'host', name, { fullPage: false });

/** axe-core on the current page: the serious and critical violations (moved to the SDK for plugins' journeys). */
export { axeViolations } from '@atrium/sdk/testing/browser';
