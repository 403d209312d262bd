import type { Page } from 'playwright-core';
import { screenshot } from '@atrium/sdk/testing/browser';

/** The visible part of the screen, in test-results/host/. */
export const shot = (page: Page, name: string) => screenshot(page, 'host', name, { fullPage: false });
