import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

// The groups plugin puts its widget in the wall's side column, whose remotes load only as it comes near the view.
const app = useBrowserApp({ plugins: ['wall', 'groups'], results: 'wall' });
let alice: TestUser;
let boris: TestUser;

beforeAll(async () => {
  alice = await app.client.user({ rights: ['wall'], fields: { firstName: 'Alice', lastName: 'Adams', lang: 'en' } });
  boris = await app.client.user({ rights: ['wall'], fields: { firstName: 'Boris', lastName: 'Brown', lang: 'en' } });
});

const unread = async (u: TestUser) => (await u.api.get(`/api/notification/unread/${app.client.id}/${u.id}`)).body.result.count as number;

describe('company wall in the browser', () => {
  it('a thank-you reaches the colleague live with a notification; the colleague likes it and comments', async () => {
    // Boris has the wall open before the post exists.
    const bob = await app.open(boris);
    await bob.getByTestId('feed').waitFor();
    const unreadBefore = await unread(boris);

    const ali = await app.open(alice);
    await ali.getByTestId('feed').waitFor();
    const box = ali.getByRole('textbox', { name: /Share news/ });
    // The wall shows the composer's first line; the whole form opens with the focus.
    expect(await ali.getByLabel('Thank-you post').count()).toBe(0);
    await box.click();
    await ali.getByLabel('Thank-you post').check();
    // People are searched on the server from 2 characters after "@"; one character asks nothing.
    const searches: string[] = [];
    ali.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/post/mention_search') searches.push(url.searchParams.get('q') ?? '');
    });
    await box.fill('Thank you @B');
    await ali.waitForTimeout(500);
    expect(searches).toEqual([]);
    await box.fill('Thank you @Bo');
    // The keyboard works the list: the first match is highlighted, Enter picks it.
    const option = ali.getByRole('option', { name: /Boris Brown/ });
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('Thank you @Boris Brown ');
    expect(searches).toEqual(['Bo']);
    await box.pressSequentially('for fixing the build on Friday night!');
    await ali.getByRole('button', { name: 'Publish' }).click();

    // Live: the post appears on Boris's open wall without a reload.
    const card = bob.getByTestId('post').filter({ hasText: 'for fixing the build on Friday night!' });
    await card.waitFor({ timeout: 15000 });
    expect(await card.getByText('Thank you, Boris Brown!').count()).toBe(1);
    // The picked mention is a link to Boris's profile.
    expect(await card.getByTestId('mention-link').getAttribute('href')).toBe(`/profile/${boris.id}`);
    await expect.poll(() => unread(boris)).toBe(unreadBefore + 1);

    // Boris likes it and comments.
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => card.locator('[data-testid^="likes-"]').first().textContent()).toBe('1');
    await card.getByRole('button', { name: /0 comments/ }).click();
    await card.getByRole('textbox', { name: 'Write a comment…' }).fill('Happy to help!');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByTestId('comment').filter({ hasText: 'Happy to help!' }).waitFor();
    // The box says that Ctrl+Enter sends too, and it does.
    const commentBox = card.getByRole('textbox', { name: 'Write a comment…' });
    expect(await card.getByText('Ctrl+Enter sends').count()).toBe(1);
    await commentBox.fill('And thanks for the review');
    await commentBox.press('Control+Enter');
    await card.getByTestId('comment').filter({ hasText: 'And thanks for the review' }).waitFor();

    // Alice's wall follows live: one like and two comments.
    const hers = ali.getByTestId('post').filter({ hasText: 'for fixing the build on Friday night!' });
    await expect
      .poll(() => hers.getByRole('button', { name: /2 comments/ }).count(), {
        timeout: 15000,
      })
      .toBe(1);
    await expect.poll(() => hers.locator('[data-testid^="likes-"]').first().textContent()).toBe('1');

    await app.shot(ali, 'company');

    // The post page shows the comment and counts the view.
    const postId = await card.getAttribute('data-post-id');
    await bob.goto(`/post/${postId}`);
    await bob.getByTestId('comment').filter({ hasText: 'Happy to help!' }).waitFor();
    await app.shot(bob, 'post');
  });

  it("checks a post with the schema the server uses, loaded on first use; without it the server's check decides and nothing typed is lost", async () => {
    const ali = await app.open(alice);
    await ali.getByTestId('feed').waitFor();
    const box = ali.getByRole('textbox', { name: /Share news/ });
    // The schemas are not part of the wall's first screen: they come when the composer gains focus.
    const schemaChunks: string[] = [];
    ali.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/plugins/wall/')) schemaChunks.push(r.url());
    });
    // The form's code comes with the focus, slowly here: what is typed meanwhile is kept, and the form
    // takes the focus with the caret after it.
    await ali.route('**/plugins/wall/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await box.click();
    await ali.keyboard.type('Than');
    await ali.getByLabel('Thank-you post').waitFor();
    await ali.keyboard.type('ks!');
    expect(await box.inputValue()).toBe('Thanks!');
    // Waits for a delayed file still in the handler (removed under it, its continue would fail the run).
    await ali.unrouteAll({ behavior: 'wait' });
    await ali.getByLabel('Thank-you post').check();
    await ali.getByRole('button', { name: 'Publish' }).click();
    const alert = ali.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/more than 30 characters/);
    expect(schemaChunks.length).toBeGreaterThan(0);

    // A second tab whose wall cannot fetch its form checks (the connection dropped): the post goes to
    // the server, whose refusal shows, and the text stays in the box.
    const offline = await app.open(alice);
    await offline.getByTestId('feed').waitFor();
    await offline.route('**/plugins/wall/form-schemas.*', (route) => route.abort());
    const box2 = offline.getByRole('textbox', { name: /Share news/ });
    await box2.click();
    await offline.getByLabel('Thank-you post').check();
    await box2.fill('Thanks!');
    const sent = offline.waitForRequest((r) => new URL(r.url()).pathname === '/api/post' && r.method() === 'POST');
    await offline.getByRole('button', { name: 'Publish' }).click();
    await sent;
    await expect.poll(() => offline.getByRole('alert').textContent()).toMatch(/more than 30 characters/);
    expect(await box2.inputValue()).toBe('Thanks!');
  });

  it('attaches a picture with upload progress that hides 1.5 s after the upload finishes', async () => {
    const page = await app.open(alice, { viewport: { width: 390, height: 844 } });
    await page.getByTestId('feed').waitFor();
    await page.getByRole('textbox', { name: /Share news/ }).click();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await page.locator('input[type="file"]').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: png });
    await page.getByText('team.png').waitFor();
    const finished = Date.now();
    const bar = page.getByTestId('upload-progress');
    await bar.waitFor({ state: 'visible', timeout: 1000 });
    await bar.waitFor({ state: 'detached', timeout: 5000 });
    // Hidden about 1.5 s after finishing, not at once.
    expect(Date.now() - finished).toBeGreaterThan(1000);
    await page.getByRole('textbox', { name: /Share news/ }).fill('Our team photo from the offsite');
    await page.getByRole('button', { name: 'Publish' }).click();
    const card = page.getByTestId('post').filter({ hasText: 'Our team photo from the offsite' });
    const img = card.getByRole('img', { name: 'team.png' });
    await img.waitFor();
    // The picture is fetched with the session (files need it) and really shows.
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await app.shot(page, 'company-phone');
    // The post's own page, on the phone too: the picture, the views and the comments open under it.
    await card.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(/\/post\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Write a comment…' }).waitFor();
    await page.getByRole('img', { name: 'team.png' }).waitFor();
    await app.shot(page, 'post-phone');
  });

  it("a colleague's profile has Follow and a Subscribers tab whose count changes after following", async () => {
    const carl = await app.client.user({ rights: ['wall'], fields: { firstName: 'Carl', lastName: 'Cole', lang: 'en' } });
    const page = await app.open(alice);
    await page.goto(`/profile/${carl.id}`);
    await page.getByTestId('profile-name').waitFor();
    // Both profile tabs come from the wall (profile.tabs); the Subscribers tab counts Carl's followers.
    await page.getByRole('tab', { name: 'Posts' }).waitFor();
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await expect.poll(() => page.getByTestId('followers').textContent()).toBe('0');
    // Follow (profile.actions) turns into Unfollow and the count follows without a reload.
    const follow = page.getByTestId('follow');
    await expect.poll(() => follow.textContent()).toBe('Follow');
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe('Unfollow');
    await expect.poll(() => page.getByTestId('followers').textContent()).toBe('1');
    expect((await alice.api.get(`/api/follow/${carl.id}`)).body.result).toMatchObject({ followers: 1, i_follow: true });
    await app.shot(page, 'profile-follow');
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe('Follow');
    await expect.poll(() => page.getByTestId('followers').textContent()).toBe('0');
    // One's own profile has the tab but no Follow button.
    await page.goto(`/profile/${alice.id}`);
    await page.getByRole('tab', { name: 'Subscribers' }).waitFor();
    expect(await page.getByTestId('follow').count()).toBe(0);
  });

  it("on a phone loads the side column's widgets only once the user scrolls to them", async () => {
    const erin = await app.client.user({ rights: ['wall', 'groups'], fields: { firstName: 'Erin', lastName: 'Eads', lang: 'en' } });
    // A page of posts: the column below them is far out of a phone's view.
    for (let i = 0; i < 20; i++) expect((await erin.api.post('/api/post', { text: `Column post ${i}` })).status).toBe(200);
    const groupsRemote = (page: Page) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/plugins/groups/')) asked.push(r.url());
      });
      return asked;
    };
    const phone = await app.open(erin, { viewport: { width: 390, height: 844 } });
    const asked = groupsRemote(phone);
    await phone.getByTestId('post').filter({ hasText: 'Column post 19' }).waitFor();
    // Quiet and well past the time the column would take to load: still nothing of the groups plugin.
    await phone.waitForTimeout(2000);
    expect(asked).toEqual([]);
    const widget = phone.getByTestId('groups-widget');
    expect(await widget.count()).toBe(0);
    await app.shot(phone, 'company-phone-top');
    // Scrolled to the bottom, as a person reads on: the widgets load and show below the feed.
    await expect
      .poll(async () => {
        await phone.mouse.wheel(0, 5000);
        return widget.isVisible();
      })
      .toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    await widget.getByRole('link', { name: 'All groups' }).waitFor();
    await app.shot(phone, 'company-phone-widgets');
  });

  it('on a desktop shows the side column beside the feed once its own data is in, while another call keeps fetching', async () => {
    const fay = await app.client.user({ rights: ['wall', 'groups'], fields: { firstName: 'Fay', lastName: 'Ford', lang: 'en' } });
    // While the column loads a colleague posts, and the feed's live refresh crawls (held until the end) as the
    // widget's own call answers.
    let refreshing = false;
    let refreshAsked = () => {};
    const asking = new Promise<void>((resolve) => (refreshAsked = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let widgetAnswered = 0;
    const desktop = await app.open(fay, {
      viewport: { width: 1366, height: 800 },
      prepare: (context) =>
        Promise.all([
          context.route('**/api/post/news/**', async (route) => {
            if (refreshing) {
              refreshAsked();
              await released;
            }
            await route.continue().catch(() => undefined);
          }),
          context.route('**/api/group/byUser/**', async (route) => {
            refreshing = true;
            expect((await alice.api.post('/api/post', { text: 'Posted as the column loads' })).status).toBe(200);
            await asking;
            await route.continue();
            widgetAnswered = Date.now();
          }),
        ]),
    });
    await desktop.getByTestId('groups-widget').waitFor();
    // Shown within moments of its own answer, not once the page is quiet (15 s at most) as before.
    expect(Date.now() - widgetAnswered).toBeLessThan(5000);
    release();
    // The copy kept for the next start (the kept page) is taken with the column shown, not while it is hidden.
    await expect
      .poll(() => desktop.evaluate(() => !!localStorage.getItem('atrium.keptPage:/company')?.includes('All groups')), { timeout: 20_000 })
      .toBe(true);
    expect(await desktop.evaluate(() => scrollY)).toBe(0);
    const [feed, column] = await Promise.all([
      desktop.getByTestId('feed').boundingBox(),
      desktop.getByTestId('groups-widget').boundingBox(),
    ]);
    expect(column!.x).toBeGreaterThan(feed!.x + feed!.width - 1);
    expect(column!.y).toBeLessThan(800);
    await app.shot(desktop, 'company-desktop-widgets');
  });

  it('loads the next page of 20 when the end of the feed comes into view', async () => {
    const dana = await app.client.user({
      rights: ['wall'],
      fields: { firstName: 'Dana', lastName: 'Dale', lang: 'en' },
    });
    for (let i = 0; i < 25; i++) {
      const r = await dana.api.post('/api/post', {
        text: `Paging post ${i}`,
        parent: { type: 'feed', id: dana.id },
      });
      expect(r.status).toBe(200);
    }
    const page = await app.open(dana);
    await page.getByText('My feed').click();
    const posts = page.getByTestId('post').filter({ hasText: 'Paging post' });
    await expect.poll(() => posts.count()).toBe(20);
    await posts.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => posts.count()).toBe(25);
  });
});
