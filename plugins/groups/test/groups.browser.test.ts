import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import { png } from './helpers.js';

// The wall too: it stores the group's posts and renders the group's feed in its `wall.parentFeed` slot.
const app = useBrowserApp({ plugins: ['groups', 'wall'], results: 'groups' });
let owner: TestUser;
let eva: TestUser;
let outsider: TestUser;
let closedId = '';
const closedName = 'Product team';
const privateName = 'Leadership circle';
const postText = 'Hello team, glad to be here!';

beforeAll(async () => {
  const rights = ['groups', 'wall'];
  owner = await app.client.user({ rights, fields: { firstName: 'Olga', lastName: 'Owner' } });
  eva = await app.client.user({ rights, fields: { firstName: 'Eva', lastName: 'Adams' } });
  outsider = await app.client.user({ rights, fields: { firstName: 'Oscar', lastName: 'Outsider' } });
  const make = async (name: string, type: string) =>
    (await owner.api.post('/api/group', { name, description: `${name}: plans and questions`, type })).body.result._id as string;
  closedId = await make(closedName, 'closed');
  const privateId = await make(privateName, 'private');
  await owner.api.post('/api/post', { text: 'Strategy draft for the board', parent: { type: 'group', id: privateId } });
});

describe('creating a group', () => {
  it('the form shows the rules in place, takes any picture as the cover (scaled to its width) with progress, and opens the new group', async () => {
    const page = await app.open(owner);
    await page.goto('/groups');
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText("Enter the group's name").waitFor();
    await dialog.getByLabel('Name').fill('Design guild');
    await dialog.getByLabel('Description').fill('Fonts, colours and icons');
    await expect.poll(() => dialog.getByText("Enter the group's name").count()).toBe(0);
    await dialog.getByText('Closed', { exact: true }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload a cover' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(1200, 300) });
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await dialog.getByRole('img', { name: 'Cover' }).waitFor();
    await app.shot(page, 'create');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/group\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Design guild', level: 1 }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = (await owner.api.get(`/api/group/${id}`)).body.result;
    expect(saved).toMatchObject({ type: 'closed', cover: expect.stringMatching(/^\/api\/files\//) });
  });
});

describe('a closed group, end to end', () => {
  it('an employee finds the closed group and asks to join', async () => {
    const page = await app.open(eva);
    await page.goto('/groups');
    await page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
    await page.getByText('You are not in any group yet').waitFor();
    await page.getByRole('tab', { name: 'All groups' }).click();
    const card = page.getByTestId('group-card').filter({ hasText: closedName });
    // The list shows each group's cover: the one made above was saved, so it was scaled to the spec's width.
    await page.getByTestId('group-card').filter({ hasText: 'Design guild' }).locator('img').waitFor();
    await card.getByRole('button', { name: 'Ask to join' }).click();
    await card.getByText('Request sent').waitFor();
    await app.shot(page, 'list-requested');
    expect((await eva.api.get(`/api/group/${closedId}`)).body.result.me.requested).toBe(true);
  });

  it('its administrator approves the request', async () => {
    const page = await app.open(owner);
    await page.goto(`/group/${closedId}`);
    await page.getByRole('heading', { name: closedName, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Requests (1)' }).click();
    await app.shot(page, 'requests');
    await page.getByRole('button', { name: 'Approve Eva Adams' }).click();
    await page.getByText('No requests').waitFor();
    expect((await eva.api.get(`/api/group/${closedId}`)).body.result.me.member).toBe(true);
  });

  it('the employee, now a member, posts in the group', async () => {
    const page = await app.open(eva);
    await page.goto(`/group/${closedId}`);
    const composer = page.getByRole('textbox', { name: 'Share news with colleagues… type @ to mention someone' });
    await composer.fill(postText);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('feed').getByText(postText).waitFor();
    await app.shot(page, 'group-feed');
    // The post lives on the group's wall, not on the company wall, whose widget column lists her groups.
    await page.goto('/company');
    await page.getByTestId('groups-widget').getByRole('link', { name: closedName }).waitFor();
    expect(await page.getByTestId('feed').getByText(postText).count()).toBe(0);
    await app.shot(page, 'wall-widget');
  });

  it('a non-member neither reads the post nor finds the private group, on a phone', async () => {
    const page = await app.open(outsider, { viewport: { width: 390, height: 844 } });
    await page.goto(`/group/${closedId}`);
    await page.getByText('Only members read the posts of this group').waitFor();
    expect(await page.getByText(postText).count()).toBe(0);
    await app.shot(page, 'outsider-closed-phone');
    await page.goto('/groups');
    await page.getByRole('tab', { name: 'All groups' }).click();
    await page.getByTestId('group-card').filter({ hasText: closedName }).waitFor();
    expect(await page.getByText(privateName).count()).toBe(0);
    await page.getByLabel('Search groups').fill('Leadership');
    await page.getByText('No group matches the search').waitFor();
    await app.shot(page, 'outsider-search-phone');
    expect((await outsider.api.get(`/api/post/group/${closedId}`)).status).toBe(404);
  });
});

describe('projects, in Russian', () => {
  let irina: TestUser;
  let projectId = '';
  beforeAll(async () => {
    irina = await app.client.user({ rights: ['groups', 'wall'], fields: { firstName: 'Ирина', lastName: 'Орлова', lang: 'ru' } });
  });

  it('an employee starts a project from the groups list with a colleague, then takes him off it (1366×800)', async () => {
    const page = await app.open(irina, { viewport: { width: 1366, height: 800 } });
    await page.goto('/groups');
    await page.getByRole('link', { name: 'Проекты' }).click();
    await page.getByRole('heading', { name: 'Проекты', level: 1 }).waitFor();
    await page.getByText('Вы пока не участвуете ни в одном проекте').waitFor();
    await page.getByRole('button', { name: 'Новый проект' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый проект' });
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await dialog.getByText('Введите название проекта').waitFor();
    // While the dialog is open the shell's header stays the page's only banner (axe: landmark-no-duplicate-banner).
    await expect.poll(() => page.getByRole('banner').count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Переезд офиса');
    await dialog.getByRole('textbox', { name: 'Описание' }).fill('Новый этаж к марту');
    await dialog.getByRole('textbox', { name: 'Участники' }).fill('Eva');
    await page.getByRole('option', { name: 'Eva Adams' }).click();
    await app.shot(page, 'project-new');
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    projectId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Переезд офиса', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '2 участника' }).waitFor();
    await page.getByTestId('person-row').filter({ hasText: 'Ирина Орлова' }).getByText('Создатель').waitFor();
    await app.shot(page, 'project-page');
    await page.getByRole('button', { name: 'Исключить: Eva Adams' }).click();
    await page.getByRole('heading', { name: '1 участник' }).waitFor();
    const saved = (await irina.api.get(`/api/project/${projectId}`)).body.result;
    expect(saved.participants.map((p: { _id: string }) => p._id)).toEqual([irina.id]);
  });

  it('on a phone (390×844) the list and the project fit the screen; someone outside it gets the "not found" page', async () => {
    const page = await app.open(irina, { viewport: { width: 390, height: 844 } });
    await page.goto('/projects');
    const card = page.getByTestId('project-card').filter({ hasText: 'Переезд офиса' });
    await card.getByText('1 участник').waitFor();
    await card.getByRole('link', { name: 'Переезд офиса' }).click();
    await page.getByRole('button', { name: 'Изменить проект' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await app.shot(page, 'project-phone');
    // Eva was taken off the project; she reads Russian too.
    expect((await eva.api.put(`/api/user/${eva.id}`, { lang: 'ru' })).status).toBe(200);
    const other = await app.open(eva, { viewport: { width: 390, height: 844 } });
    await other.goto(`/projects/${projectId}`);
    await other.getByTestId('not-found').waitFor({ timeout: 2000 });
    await other.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  });
});
