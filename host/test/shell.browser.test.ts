import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useShellApp } from './support/app.js';
import { axeViolations, reportCspViolations, signIn, watchErrors } from '@atrium/sdk/testing/browser';
import { assetWith, shot } from './support/browser.js';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import uk from '../src/i18n/locales/uk.json' with { type: 'json' };

let context: BrowserContext;
let page: Page;
let errors: string[];

const env = useShellApp();
const { shell } = env;

beforeEach(async () => {
  context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: shell.url });
  // A broken remote must not throw into the shell, and nothing the shell or a remote loads may break its CSP.
  await reportCspViolations(context);
  // These journeys read English texts; the first visit's own language is checked in a fresh context below.
  await context.addInitScript(() => {
    if (!localStorage.getItem('atrium.lang')) localStorage.setItem('atrium.lang', 'en');
  });
  page = await context.newPage();
  errors = watchErrors(page);
});

afterEach(async () => {
  await context.close();
  expect(errors).toEqual([]);
});

const menu = (p: Page) => p.getByTestId('side-nav');

/** Signs out through the user menu (its code loads on first use; the press opens it when it has). */
async function signOut(p: Page) {
  await p.getByTestId('user-menu').click();
  await p.getByTestId('logout').click();
}

describe('sign-in', () => {
  it('sends an unauthenticated visitor to sign-in and back to the wanted path after it', async () => {
    await page.goto('/hello/Friend');
    await page.waitForURL('**/login/');
    await shot(page, 'sign-in');
    await signIn(page, shell.employee);
    await page.waitForURL('**/hello/Friend');
    await shot(page, 'back-to-wanted');
    await expect.poll(() => page.getByTestId('hello-greeting').textContent()).toBe(`Hello, Friend of ${shell.client.workspace}!`);
  });

  it("speaks the users' default language, ru, on a first visit, whatever the browser's own language is", async () => {
    const fresh = await env.browser.newContext({ baseURL: shell.url, locale: 'en-US' });
    try {
      const first = await fresh.newPage();
      await first.goto('/login/');
      await expect.poll(() => first.getByRole('button', { name: 'Войти' }).count()).toBe(1);
      expect(await first.evaluate(() => document.documentElement.lang)).toBe('ru');
    } finally {
      await fresh.close();
    }
  });

  it('shows the wrong-password message and stays on sign-in', async () => {
    await page.goto('/login/');
    await signIn(page, { login: shell.employee.login, password: 'not-the-password' });
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('login or password incorrect');
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await page.evaluate(() => localStorage.getItem('atrium.token'))).toBeNull();
  });

  it('shows field messages from the shared schema when the form is empty', async () => {
    await page.goto('/login_new/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('no login/e-mail').count()).toBe(1);
    expect(await page.getByText('login or password not specified').count()).toBe(1);
  });

  it('lands an employee on the start page (company, which without the wall leads to the first menu page) and a superadmin on clients', async () => {
    await page.goto('/');
    await page.waitForURL('**/login/');
    await signIn(page, shell.employee);
    await page.waitForURL('**/company');
    // No plugin serves /company here (the fixtures have no wall): the first menu entry the user may open.
    await page.waitForURL('**/notifications');
    await page.goto('/company');
    await page.waitForURL('**/notifications');
    expect(await page.evaluate(() => localStorage.getItem('atrium.workspace'))).toBe(shell.client.workspace);
    await signOut(page);
    await page.waitForURL('**/login/');

    await signIn(page, { login: 'test-superadmin', password: 'test-superadmin-pw' });
    await page.waitForURL('**/clients');
    // No client entered: the superadmin's menu holds the installation's own screens.
    await expect.poll(() => menu(page).getByRole('link').allTextContents()).toEqual(['Clients', 'Application settings']);
  });

  it('finds the workspace when two companies have the same login: from ?ws=, from the field, and again after logout', async () => {
    const other = await shell.app.client({ features: [{ feature: 'hello', active: true }] });
    const twin = { firstName: 'Tom', lastName: 'Twin', login: 'twin', password: 'twin-secret', confirmPassword: 'twin-secret' };
    for (const [c, email] of [
      [shell.client, 'tom@one.test'],
      [other, 'tom@two.test'],
    ] as const)
      expect((await c.admin.api.post('/api/register', { ...twin, email, rights: ['hello'] })).status).toBe(200);
    const workspace = page.getByLabel(/^Workspace/);

    // Without a workspace the same password opens both accounts: the page asks for it.
    await page.goto('/login/');
    expect(await workspace.inputValue()).toBe('');
    await signIn(page, twin);
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('enter the workspace of the account');
    await workspace.fill(other.workspace);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/notifications');
    expect(await page.evaluate(() => localStorage.getItem('atrium.workspace'))).toBe(other.workspace);

    // A link with ?ws= names the company; after logout the page offers the last one again.
    await signOut(page);
    await page.goto(`/login/?ws=${shell.client.workspace}`);
    expect(await workspace.inputValue()).toBe(shell.client.workspace);
    await signIn(page, twin);
    await page.waitForURL('**/notifications');
    expect(await page.evaluate(() => localStorage.getItem('atrium.workspace'))).toBe(shell.client.workspace);
    await signOut(page);
    await page.goto('/login/');
    expect(await workspace.inputValue()).toBe(shell.client.workspace);
    await shot(page, 'sign-in-workspace');
  });

  it('keeps an employee away from /employees and /clients', async () => {
    await page.goto('/login/');
    await signIn(page, shell.employee);
    await page.waitForURL('**/company');
    await page.goto('/employees/');
    await page.waitForURL('**/company');
    await page.goto('/clients');
    await page.waitForURL('**/company');
  });

  it('explains registration to visitors and lets an admin create an employee there', async () => {
    await page.goto('/register/');
    await page.getByTestId('register-info').waitFor();
    await page.goto('/login/');
    await signIn(page, shell.client.admin);
    await page.waitForURL('**/company');
    await page.goto('/register/');
    await page.getByRole('button', { name: 'Create employee' }).click();
    await expect.poll(() => page.getByText('required field').count()).toBe(2);
    // Empty fields keep their schema's own message; an empty (optional) login is no error.
    expect(await page.getByText('invalid e-mail').count()).toBe(1);
    expect(await page.getByText('password at least 6 characters').count()).toBe(1);
    await page.getByLabel(/^Name/).fill('Nina');
    await page.getByLabel(/^Surname/).fill('Newcomer');
    await page.getByLabel(/^E-mail/).fill(`nina.${shell.client.workspace}@example.test`);
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByLabel(/^Confirm password/).fill('secret2');
    await page.getByRole('button', { name: 'Create employee' }).click();
    await page.getByText('passwords must match').waitFor();
    await page.getByLabel(/^Confirm password/).fill('secret1');
    await page.getByRole('button', { name: 'Create employee' }).click();
    await page.getByTestId('register-ok').waitFor();
    await shot(page, 'register-admin');
  });

  it('asks for a restore link, and refuses a restore link that is not valid', async () => {
    await page.goto('/forgot-password/');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => page.getByText('invalid e-mail').count()).toBe(1);
    await page.getByLabel(/^E-mail/).fill(`nobody.${shell.client.workspace}@example.test`);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByTestId('forgot-sent').waitFor();

    await page.goto('/reset-password/not-a-valid-restore-token');
    await page.getByLabel(/^New password/).fill('secret1');
    await page.getByLabel(/^Confirm password/).fill('secret1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).count()).toBe(1);
    expect(await page.getByTestId('reset-done').count()).toBe(0);
  });

  it('passes axe (no serious or critical violations) on the sign-in page', async () => {
    await page.goto('/login/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('signed-in shell', () => {
  beforeEach(async () => {
    await page.goto('/login/');
    await signIn(page, shell.employee);
    await page.waitForURL('**/company');
  });

  it('shows plugin menu entries before any remote loads, and loads a plugin page from its remote', async () => {
    const remotes: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/plugins/')) remotes.push(pathname);
    });
    await menu(page).getByRole('link', { name: 'Hello' }).waitFor();
    // Core entries may surround them; the plugins' entries come in their manifest order (95, 96).
    const titles = await menu(page).getByRole('link').allTextContents();
    expect(titles.filter((t) => t === 'Hello' || t === 'Broken')).toEqual(['Hello', 'Broken']);
    expect(remotes).toEqual([]);
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    await page.waitForURL('**/hello');
    await expect.poll(() => page.getByTestId('hello-greeting').textContent()).toBe(`Hello, Eva of ${shell.client.workspace}!`);
    expect(remotes[0]).toBe('/plugins/hello/remoteEntry.js');
    expect(remotes.some((r) => r.startsWith('/plugins/broken'))).toBe(false);
    await shot(page, 'plugin-page');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a plugin using Mantine outside the first-paint kit gets the rest of the package, under the shell's own provider", async () => {
    const entry = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/hello/dist/ui/remoteEntry.js'), 'utf8');
    const consumed = [...entry.matchAll(/shareKey:"([^"]+)"/g)].map((m) => m[1]);
    expect(consumed).toEqual(expect.arrayContaining(['@atrium/mantine-paint', '@mantine/core']));
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    // A second copy of Mantine would find no MantineProvider and throw, and the page would show an error panel.
    const kbd = page.getByTestId('hello-kbd');
    await kbd.waitFor();
    expect(await kbd.evaluate((k) => getComputedStyle(k).fontFamily)).toContain('monospace');
    expect(await page.getByTestId('area-error').count()).toBe(0);
  });

  it("a plugin using react-i18next outside its first-paint kit (Trans) gets the package, on the shell's i18next", async () => {
    const entry = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/hello/dist/ui/remoteEntry.js'), 'utf8');
    const consumed = [...entry.matchAll(/shareKey:"([^"]+)"/g)].map((m) => m[1]);
    expect(consumed).toContain('react-i18next');
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    // A second react-i18next would hold no i18next instance, and Trans would render nothing.
    const tip = page.getByTestId('hello-trans');
    await expect.poll(() => tip.innerHTML()).toBe('Read the <b>handbook</b> first.');
  });

  it('shows an error panel for a remote that fails to load and keeps the shell usable', async () => {
    await menu(page).getByRole('link', { name: 'Broken' }).click();
    await page.waitForURL('**/broken');
    const panel = page.getByTestId('area-error');
    await panel.waitFor();
    expect(await panel.getAttribute('data-area')).toBe('broken');
    await shot(page, 'broken-remote');
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    await expect.poll(() => page.getByTestId('hello-greeting').count()).toBe(1);
    expect(await page.getByTestId('area-error').count()).toBe(0);
  });

  it('renders every contribution to a slot in its own boundary (a failing plugin shows a panel there)', async () => {
    await page.goto('/hello-widgets');
    await page.getByTestId('hello-widget').waitFor();
    const panel = page.getByTestId('area-error');
    await panel.waitFor();
    expect(await panel.getAttribute('data-area')).toBe('broken');
    expect(await page.getByRole('heading', { name: 'Widgets' }).count()).toBe(1);
    await shot(page, 'slot');
    // An avatar opens the profile in a new tab.
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('profile-avatar').click()]);
    await tab!.waitForURL(`**/profile/${shell.employee.id}`);
    await tab!.close();
  });

  it('shows the not-found page for a path nobody claims: it says the address is not found, not that a page is outdated', async () => {
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByText('Nothing was found at this address').count()).toBe(1);
    expect(await page.getByText('no longer relevant').count()).toBe(0);
  });

  it('switches the language (menu, plugin texts, html lang) and keeps it', async () => {
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: 'Українська' }).click();
    await menu(page).getByRole('link', { name: 'Вітання' }).click();
    await expect.poll(() => page.getByTestId('hello-greeting').textContent()).toBe(`Вітаю, Eva з ${shell.client.workspace}!`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Страница приветствия');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Страница приветствия');
    // One language per user: the switch changed the profile too, which notifications, e-mails and exports use.
    await expect.poll(async () => (await shell.employee.api.get(`/api/user/${shell.employee.id}`)).body.result.lang).toBe('ru');
    await shot(page, 'shell-ru');
    // Back to English from the same switch, for the journeys that follow.
    await page.getByTestId('lang-switch').click();
    await page.locator('[data-lang=en]').click();
    await expect.poll(async () => (await shell.employee.api.get(`/api/user/${shell.employee.id}`)).body.result.lang).toBe('en');
  });

  it("a core screen loads its own texts with it, and a language switched to on it brings that language's", async () => {
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    // A plugin's page, opened directly, reads only the start part of the texts (src/i18n/text-parts.ts). (The
    // start page after sign-in is notifications here, a core screen: the fixtures have no wall.)
    await page.goto('/hello');
    await page.getByTestId('hello-greeting').waitFor();
    expect(await loaded()).not.toContain(assetWith(en.help.topics.profile.q));
    await page.goto('/help');
    await expect.poll(() => page.getByText(en.help.topics.profile.q).count()).toBe(1);
    expect(await loaded()).toContain(assetWith(en.help.topics.profile.q));
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: 'Українська' }).click();
    await expect.poll(() => page.getByText(uk.help.topics.profile.q).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(uk.help.title);
    await page.getByTestId('lang-switch').click();
    await page.locator('[data-lang=en]').click();
    await expect.poll(async () => (await shell.employee.api.get(`/api/user/${shell.employee.id}`)).body.result.lang).toBe('en');
  });

  it("the client's dark theme is each user's choice from the user menu, and kept", async () => {
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('light');
    await shell.client.feature('dark_theme', true);
    await page.reload();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('dark-theme').click();
    await expect.poll(scheme).toBe('dark');
    expect(await page.getByTestId('dark-theme').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await shot(page, 'shell-dark');
    await page.reload();
    await expect.poll(scheme).toBe('dark');
    // Where the client has the feature off, the switch is gone and the interface is light.
    await shell.client.feature('dark_theme', false);
    await page.reload();
    await expect.poll(scheme).toBe('light');
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('dark-theme').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('a menu whose code is still on its way opens with the press that asked for it: mouse or keyboard', async () => {
    const contexts: BrowserContext[] = [];
    // A fresh page, signed in, whose scripts asked for from now on wait for `arrive`. The service
    // worker is blocked so that no script bypasses the hold.
    const open = async () => {
      const held = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: shell.url, serviceWorkers: 'block' });
      contexts.push(held);
      const p = await held.newPage();
      await p.goto('/login/');
      await signIn(p, shell.employee);
      // The start page without the wall leads to the first menu page.
      await p.waitForURL('**/notifications');
      let arrive!: () => void;
      const gate = new Promise<void>((resolve) => (arrive = resolve));
      const waiting: string[] = [];
      await p.route('**/*.js', async (route) => {
        waiting.push(route.request().url());
        await gate;
        await route.continue();
      });
      return { p, arrive, waiting };
    };
    try {
      // The mouse button goes down while the menu's code is on its way and comes up after it arrived.
      const mouse = await open();
      await mouse.p.getByTestId('user-menu').hover();
      await mouse.p.mouse.down();
      await expect.poll(() => mouse.waiting.length).toBeGreaterThan(0);
      const arrived = Promise.all(mouse.waiting.map((url) => mouse.p.waitForResponse(url).then((r) => r.finished())));
      mouse.arrive();
      await arrived;
      // The module runs and React renders a moment after its script arrives.
      await mouse.p.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      await mouse.p.mouse.up();
      await mouse.p.getByTestId('logout').waitFor();

      // Enter on the focused button before the code arrives: the menu opens when it has, the focus stays on its button.
      const keys = await open();
      await keys.p.getByTestId('user-menu').focus();
      await keys.p.keyboard.press('Enter');
      await expect.poll(() => keys.waiting.length).toBeGreaterThan(0);
      keys.arrive();
      await keys.p.getByTestId('logout').waitFor();
      expect(await keys.p.evaluate(() => document.activeElement?.closest('[data-testid=user-menu], [role=menu]') !== null)).toBe(true);
    } finally {
      for (const c of contexts) await c.close();
    }
  });

  it("keeps the first page's files in the service worker's cache, loads others from the network, and a new build replaces the cache", async () => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cached = () =>
      page.evaluate(async () => {
        const files: Record<string, string[]> = {};
        for (const name of await caches.keys()) files[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        return files;
      });
    const first = await cached();
    expect(Object.keys(first)).toEqual([expect.stringMatching(/^atrium-shell-\w+$/)]);
    expect(Object.values(first)[0]).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/main\.\w+\.js$/)]));
    expect(Object.values(first)[0]!.some((p) => p.startsWith('/plugins/hello/'))).toBe(false);
    // The error dialog shows without the server (a proxy answering for it): its code is cached too.
    expect(Object.values(first)[0]).toContain(assetWith('"error-dialog"'));

    // This page's shell registers its own build again once the page is quiet; a new build's registration
    // must come after that, or the shell would take the scope back from it (CI runs lost this race when
    // the test waited a fixed second). The page notes when its register call has settled.
    await page.addInitScript(() => {
      const worker = navigator.serviceWorker;
      const register = worker.register.bind(worker);
      worker.register = (...args) => register(...args).finally(() => ((window as { shellRegistered?: boolean }).shellRegistered = true));
    });
    // The hello page's files are not in the cache: the worker's routes leave them to the network.
    const hello: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/plugins/hello/') || pathname.startsWith('/assets/main.'))
        hello.push({ path: pathname, fromWorker: r.fromServiceWorker() });
    });
    await page.goto('/hello');
    await page.getByTestId('hello-greeting').waitFor();
    expect(hello.filter((r) => r.path.startsWith('/plugins/hello/')).every((r) => !r.fromWorker)).toBe(true);
    expect(hello.find((r) => r.path.startsWith('/assets/main.'))?.fromWorker).toBe(true);

    // A new build registers a worker under its own hash; when it takes over, the old build's cache goes.
    await page.waitForFunction(() => (window as { shellRegistered?: boolean }).shellRegistered, undefined, { timeout: 20_000 });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js?build=next');
      registration.installing!.postMessage({ type: 'atrium.precache', urls: [] });
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve()));
    });
    await expect.poll(async () => Object.keys(await cached())).toEqual(['atrium-shell-next']);
  });

  it("serves the shell's page from the worker's cache to the next visit of an address, and a page the server has replaced (a deploy) loads again from the network", async () => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    const keptPages = () =>
      page.evaluate(async () => {
        const pages: string[] = [];
        for (const name of await caches.keys())
          for (const r of await (await caches.open(name)).keys())
            if (!/^\/(assets|plugins)\//.test(new URL(r.url).pathname)) pages.push(new URL(r.url).pathname);
        return pages.sort();
      });
    // Where the first visit was opened and where it is now.
    expect(await keptPages()).toEqual(['/login/', '/notifications']);
    // An address opened for the first time comes from the network, and is kept from then on.
    expect((await page.goto('/hello'))!.fromServiceWorker()).toBe(false);
    await expect.poll(keptPages).toContain('/hello');
    expect((await page.goto('/hello'))!.fromServiceWorker()).toBe(true);
    await page.getByTestId('hello-greeting').waitFor();

    // A deploy: the server's page loads another entry script. The kept page, shown once, goes, and the
    // page loads again from the network, once: here the server's navigations still answer the old page
    // (as a proxy rewriting it might), which must not make the page reload for ever.
    await page.route('**/hello', (route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><script defer src="/assets/main.next.js"></script>' })
        : route.fallback(),
    );
    const documents: boolean[] = [];
    page.on('response', (r) => void (r.request().resourceType() === 'document' && documents.push(r.fromServiceWorker())));
    await page.goto('/hello');
    await expect.poll(() => documents).toEqual([true, false]);
    await page.getByTestId('hello-greeting').waitFor();
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual([true, false]);
    expect(await keptPages()).toEqual([]);
    // The server's page again: the next visit comes from the network and is kept.
    await page.unroute('**/hello');
    expect((await page.goto('/hello'))!.fromServiceWorker()).toBe(false);
    await expect.poll(keptPages).toEqual(['/hello']);
  });

  it('shows what the user last saw of a page (its first screen) while the shell starts, until the live page has its data; not in another width, nor after sign-out', async () => {
    const greeting = `Hello, Eva of ${shell.client.workspace}!`;
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    await page.getByTestId('hello-greeting').waitFor();
    // Kept once the page is quiet, without the live page's ids and test ids.
    const kept = () => page.evaluate(() => localStorage.getItem('atrium.keptPage:/hello'));
    await expect.poll(kept).toContain(greeting);
    expect(await kept()).not.toMatch(/data-testid|\sid=/);

    // The next start of the page, its data held back: the copy is shown, inert, the live page unseen behind it.
    // The last held call of the greeting; `release(n)` answers it once more than `n` calls have been held (a
    // reload's page may show before it asks).
    let answer = () => {};
    let calls = 0;
    const release = async (n: number) => {
      await expect.poll(() => calls).toBeGreaterThan(n);
      answer();
    };
    await page.route('**/api/hello/greeting', async (route) => {
      calls++;
      await new Promise<void>((resolve) => (answer = resolve));
      await route.continue();
    });
    const wideCalls = calls;
    await page.reload();
    const copy = page.locator('#kept-page');
    await copy.getByText(greeting).waitFor();
    expect(await copy.evaluate((c) => (c as HTMLElement).inert)).toBe(true);
    expect(await page.locator('#root').evaluate((r) => getComputedStyle(r).visibility)).toBe('hidden');
    await shot(page, 'kept-page');
    // Its data in, the live page takes the copy's place.
    await release(wideCalls);
    await page.getByTestId('hello-greeting').waitFor();
    await expect.poll(() => copy.count()).toBe(0);
    expect(await page.locator('#root').evaluate((r) => getComputedStyle(r).visibility)).toBe('visible');

    // A failed call ends the copy too, at once, and the page showing the failure is not kept.
    await page.unroute('**/api/hello/greeting');
    await page.route('**/api/hello/greeting', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The greeting machine is broken' }) }),
    );
    await page.reload();
    await page.getByRole('dialog').getByText('The greeting machine is broken').waitFor();
    await expect.poll(() => copy.count(), { timeout: 3000 }).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await kept()).toContain(greeting);
    await page.unroute('**/api/hello/greeting');
    await page.route('**/api/hello/greeting', async (route) => {
      calls++;
      await new Promise<void>((resolve) => (answer = resolve));
      await route.continue();
    });

    // A phone-wide window lays the page out otherwise: no copy of the wide one.
    await page.setViewportSize({ width: 412, height: 800 });
    const phoneCalls = calls;
    await page.reload();
    await page.getByTestId('hello-kbd').waitFor();
    expect(await copy.count()).toBe(0);
    await release(phoneCalls);
    await page.getByTestId('hello-greeting').waitFor();

    // What the page holds below the first screen is left out of its copy.
    await page.unroute('**/api/hello/greeting');
    await page.setViewportSize({ width: 1280, height: 160 });
    await page.reload();
    await page.getByTestId('hello-greeting').waitFor();
    await expect.poll(kept).not.toContain('handbook');
    expect(await kept()).toContain(greeting);

    // Signing out takes the user's copies with the session.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signOut(page);
    await page.waitForURL('**/login/');
    expect(await kept()).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('atrium.keptPages'))).toBeNull();
  });

  it('toggles developer information with Ctrl+Shift+D', async () => {
    await menu(page).getByRole('link', { name: 'Hello' }).waitFor();
    await page.keyboard.press('Control+Shift+D');
    await page.getByTestId('dev-info').waitFor();
    expect(await page.getByTestId('dev-info').textContent()).toContain('/plugins/hello/remoteEntry.js?v=');
    await page.keyboard.press('Control+Shift+D');
    await expect.poll(() => page.getByTestId('dev-info').count()).toBe(0);
  });

  it('ends the session on a 401 in the middle of work and returns to the page after signing in', async () => {
    // The server no longer accepts the tab's token (expired, or revoked while this tab's socket was
    // away: a revocation it hears signs it out at once, a race this test must not depend on); the
    // next call answers 401. The token changes and the menu link is followed in one step of the page: a
    // background call of the start page in between would meet the 401 first and want the start page back.
    // The fixtures have no wall, so /company leads on to /notifications; that redirect must be over first,
    // or it can follow the click and be the page remembered.
    const hello = menu(page).getByRole('link', { name: 'Hello' });
    await page.waitForURL('**/notifications');
    await page.getByTestId('read-filter').waitFor();
    await hello.waitFor();
    await hello.evaluate((link) => {
      localStorage.setItem('atrium.token', 'revoked-elsewhere');
      (link as HTMLAnchorElement).click();
    });
    await page.waitForURL('**/login/');
    expect(await page.evaluate(() => localStorage.getItem('atrium.token'))).toBeNull();
    await signIn(page, shell.employee);
    await page.waitForURL('**/hello');
  });

  it('shows a toast for a notification that arrives over the socket; clicking it opens notifications', async () => {
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    await page.getByTestId('hello-greeting').waitFor();
    // Give the lazily loaded socket a moment to connect before the admin sends the message.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/'))))
      .toBe(true);
    await page.waitForTimeout(300);
    const sent = await shell.client.admin.api.post('/api/message', {
      users: [shell.employee.id],
      title: 'Fire drill',
      text: 'At noon, on every floor',
    });
    expect(sent.status).toBe(200);
    const toast = page.getByText('At noon, on every floor');
    await toast.waitFor();
    await shot(page, 'toast');
    await toast.click();
    await page.waitForURL('**/notifications');
  });

  it('reports a module visit when the user leaves a module', async () => {
    const visits: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/report/visit') && r.method() === 'POST') visits.push(r.postDataJSON());
    });
    await menu(page).getByRole('link', { name: 'Hello' }).click();
    await page.getByTestId('hello-greeting').waitFor();
    await menu(page).getByRole('link', { name: 'Broken' }).click();
    await expect.poll(() => visits.length).toBe(1);
    expect(visits[0]).toMatchObject({ module: 'hello' });
    expect(typeof (visits[0] as { time: number }).time).toBe('number');
  });

  it("handles failed calls (docs/architecture.md, Failed calls): dialog with the server message, 403, 404, a gateway's page and no response", async () => {
    const answer = { status: 500, body: { name: 'Error', message: 'The greeting machine is broken' } as object | string | null };
    await page.route('**/api/hello/greeting', (route) =>
      typeof answer.body === 'string'
        ? route.fulfill({ status: answer.status, contentType: 'text/html', body: answer.body })
        : answer.body
          ? route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
          : route.abort('connectionrefused'),
    );
    const open = async () => {
      await page.goto('/company');
      await menu(page).getByRole('link', { name: 'Hello' }).click();
    };
    await open();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The greeting machine is broken').waitFor();
    await shot(page, 'error-dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    answer.status = 403;
    answer.body = { name: 'Forbidden', message: 'No access', key: 'errors.noAccess' };
    await open();
    await page.getByText('access blocked').waitFor();

    answer.status = 404;
    answer.body = { name: 'NotFound', message: 'The requested resource was not found', key: 'errors.notFound' };
    await open();
    await page.getByText('requested resource not found').waitFor();

    answer.status = 409;
    answer.body = { message: 'Nobody needs to see this', showError: false };
    await open();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A proxy's own page for a server that is away says so, not its markup.
    answer.status = 502;
    answer.body = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    await open();
    await page.getByText('Problems connecting to server').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    answer.status = 500;
    await open();
    await page.getByRole('dialog').getByText('unknown error').waitFor();
    expect(await page.getByText('Bad Gateway').count()).toBe(0);

    answer.body = null;
    await open();
    await page.getByText('Problems connecting to server').waitFor();
  });

  it("shows the server's message as a toast when the error dialog's code cannot load (a proxy's 502 while the server is away), and the dialog once it can", async () => {
    // A context without the service worker, which would serve the dialog's code from its cache.
    const away = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: shell.url, serviceWorkers: 'block' });
    await away.addInitScript(() => localStorage.setItem('atrium.lang', 'en'));
    const p = await away.newPage();
    const pageErrors = watchErrors(p);
    await p.route(`**${assetWith('"error-dialog"')}`, (route) => route.abort('connectionrefused'));
    await p.route('**/api/hello/greeting', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The greeting machine is away' }) }),
    );
    await p.goto('/login/');
    await signIn(p, shell.employee);
    await menu(p).getByRole('link', { name: 'Hello' }).click();
    await p.getByText('The greeting machine is away').waitFor();
    expect(await p.getByRole('dialog').count()).toBe(0);
    // The shell is still there, and the next error, once the code can load, comes as the dialog.
    await p.unroute(`**${assetWith('"error-dialog"')}`);
    await p.goBack();
    await p.waitForURL('**/notifications');
    await menu(p).getByRole('link', { name: 'Hello' }).click();
    await p.getByRole('dialog').getByText('The greeting machine is away').waitFor();
    await away.close();
    expect(pageErrors).toEqual([]);
  });

  it('passes axe on the shell', async () => {
    await menu(page).getByRole('link', { name: 'Hello' }).waitFor();
    await shot(page, 'shell');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('client design', () => {
  it("applies the client's design for its employees: renamed and reordered menu entry, page background, header and side panel images", async () => {
    // A client of its own, so the other tests keep the default design.
    const client = await shell.app.client({ features: [{ feature: 'hello', active: true }] });
    const employee = await client.user({ rights: ['hello'] });
    const saved = await shell.app.superadmin.api.put(`/api/clients/${client.id}`, {
      design: {
        backgroundColor: '#fdf1d6',
        head: '/vendors/atrium/favicon.svg',
        sidePanel: '/vendors/atrium/system.svg',
        menu: [{ key: 'hello', title: 'Our news', order: 1 }],
      },
    });
    expect(saved.status).toBe(200);
    await page.goto('/login/');
    await signIn(page, employee);
    await page.waitForURL('**/company');
    await menu(page).getByRole('link', { name: 'Our news' }).waitFor();
    const titles = await menu(page).getByRole('link').allTextContents();
    expect(titles[0]).toBe('Our news');
    expect(titles).not.toContain('Hello');
    expect(await page.locator('#main').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(253, 241, 214)');
    const image = (testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(await image('shell-header')).toContain('/vendors/atrium/favicon.svg');
    expect(await image('shell-nav')).toContain('/vendors/atrium/system.svg');
    await shot(page, 'client-design');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('on a dark page background, page text turns light while cards keep their own dark text', async () => {
    const client = await shell.app.client({ features: [{ feature: 'hello', active: true }] });
    const employee = await client.user({ rights: ['hello'] });
    expect((await shell.app.superadmin.api.put(`/api/clients/${client.id}`, { design: { backgroundColor: '#1f2937' } })).status).toBe(200);
    await page.goto('/login/');
    await signIn(page, employee);
    await page.waitForURL('**/company');
    await page.goto('/hello-widgets');
    const card = page.getByTestId('hello-widget');
    await card.waitFor();
    const colour = (el: Element) => getComputedStyle(el).color;
    expect(await page.getByRole('heading', { name: 'Widgets' }).evaluate(colour)).toBe('rgb(255, 255, 255)');
    expect(await card.getByText('Hello widget').evaluate(colour)).not.toBe('rgb(255, 255, 255)');
    // Secondary text follows the page on the page, and the kit's grey on a card.
    expect(await page.getByTestId('hello-widget-note').evaluate(colour)).toBe('rgb(73, 80, 87)');
    await shot(page, 'client-design-dark');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('environment', () => {
  it('shows "No connection to server!" when the environment call gets nothing', async () => {
    await page.route('**/api/env', (route) => route.abort('connectionrefused'));
    await page.goto('/login/');
    await page.getByTestId('no-connection').waitFor();
    expect(await page.getByTestId('no-connection').textContent()).toBe('No connection to server!');
    await page.unroute('**/api/env');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('takes the vendor variant from the environment call (title and favicon)', async () => {
    await page.route('**/api/env', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"vendor":"beacon"}' }));
    await page.goto('/login/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Beacon');
    expect(await page.locator('#favicon').getAttribute('href')).toBe('/vendors/beacon/favicon.svg');
  });
});

describe('inactivity', () => {
  it('reports the session after 30 s without key, scroll or click', async () => {
    await page.clock.install();
    await page.goto('/login/');
    await signIn(page, shell.employee);
    await page.waitForURL('**/company');
    const reports: { sessionStart: string; currentTime: string }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/report/session') && r.method() === 'POST') reports.push(r.postDataJSON());
    });
    await page.clock.fastForward(20_000);
    await page.mouse.click(600, 400); // activity restarts the period
    await page.clock.fastForward(20_000);
    expect(reports).toEqual([]);
    await page.clock.fastForward(11_000);
    await expect.poll(() => reports.length).toBe(1);
    expect(Date.parse(reports[0]!.currentTime) - Date.parse(reports[0]!.sessionStart)).toBeGreaterThanOrEqual(50_000);
  });
});

describe('phone width', () => {
  it('shows the mobile footer and opens the menu from it', async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/login/');
    await shot(page, 'sign-in-phone');
    await signIn(page, shell.employee);
    await page.waitForURL('**/company');
    await shot(page, 'phone-shell');
    await page.getByTestId('mobile-footer').waitFor();
    const nav = menu(page).getByRole('link', { name: 'Hello', includeHidden: true });
    await nav.waitFor({ state: 'attached' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    await nav.waitFor({ state: 'visible' });
    await page.waitForTimeout(400); // the slide-in transition, for the screenshot
    await shot(page, 'phone-menu');
    await nav.click();
    await expect.poll(() => page.getByTestId('hello-greeting').count()).toBe(1);
    // Choosing an entry closes the menu again.
    await expect.poll(() => nav.isVisible()).toBe(false);
    await shot(page, 'phone-plugin');
  });
});
