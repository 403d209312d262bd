import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { sight, useBrowserApp } from '@atrium/sdk/testing/browser';
import type { Page } from 'playwright-core';

const app = useBrowserApp({ plugins: ['chat'], results: 'chat' });
/** The open chat's messages (the list beside it shows the last one too). */
const log = (p: Page) => p.getByRole('log', { name: 'Повідомлення' });
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
// Ukrainian readers: every text of the journey is the plugin's and the shell's Ukrainian.
let ann: TestUser;
let ben: TestUser;
let cleo: TestUser;

beforeAll(async () => {
  const user = (firstName: string, lastName: string) => app.client.user({ rights: ['chat'], fields: { firstName, lastName, lang: 'uk' } });
  ann = await user('Анна', 'Лисенко');
  ben = await user('Богдан', 'Рибак');
  cleo = await user('Катерина', 'Пасічник');
});

/** The room fits the window: the message field and Send are seen without scrolling, under no fixed bar. */
async function composerInSight(p: Page) {
  expect(await sight(p.getByRole('textbox', { name: 'Повідомлення' }))).toBe('in sight');
  expect(await sight(p.getByRole('button', { name: 'Надіслати' }))).toBe('in sight');
}

describe('two colleagues chat live, in Ukrainian', () => {
  it('Ann opens a room with Ben; they write to each other, see typing, unread counts and read marks (1366×800)', async () => {
    const a = await app.open(ann, { viewport: DESKTOP });
    const b = await app.open(ben, { viewport: DESKTOP });
    await b.goto('/chat');
    await b.getByText('Чатів ще немає', { exact: false }).waitFor();
    await app.shot(b, 'empty');

    await a.goto('/chat');
    await a.getByRole('button', { name: 'Новий чат' }).click();
    await a.getByRole('button', { name: 'Створити' }).click();
    // The shared schema's rule shows in place before anything is sent.
    await a.getByText('Вкажіть назву кімнати').waitFor();
    await a.getByLabel('Назва кімнати').fill('Запуск');
    await expect.poll(() => a.getByText('Вкажіть назву кімнати').count()).toBe(0);
    await a.getByRole('textbox', { name: 'Учасники' }).fill('Богдан');
    await a.getByRole('option', { name: 'Богдан Рибак' }).click();
    await a.getByRole('listbox').waitFor({ state: 'detached' });
    await app.shot(a, 'new-chat');
    await a.getByRole('button', { name: 'Створити' }).click();
    await a.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await a.getByRole('heading', { name: 'Запуск' }).waitFor();
    await composerInSight(a);

    // Ben's list shows the new room without a reload, then Ann's message with an unread count and a menu badge.
    await b.getByRole('link', { name: /Запуск/ }).waitFor();
    await a.getByRole('textbox', { name: 'Повідомлення' }).fill('Богдане, запуск у пʼятницю');
    await a.getByRole('button', { name: 'Надіслати' }).click();
    await log(a).getByText('Богдане, запуск у пʼятницю').waitFor();
    await b.getByLabel('1 непрочитане повідомлення').waitFor();
    await b.locator('[data-menu-key="chat"]').getByText('1').waitFor();
    await app.shot(b, 'unread');

    // Ben opens it: Ann's message shows as read; Ann sees Ben typing, then his answer, live.
    await b.getByRole('link', { name: /Запуск/ }).click();
    await log(b).getByText('Богдане, запуск у пʼятницю').waitFor();
    await log(a).getByText('· прочитано').waitFor();
    await b.getByRole('textbox', { name: 'Повідомлення' }).pressSequentially('Чудово');
    await a.getByText('Богдан друкує…').waitFor();
    await app.shot(a, 'typing');
    await b.keyboard.press('Enter');
    await log(a).getByText('Чудово', { exact: true }).waitFor();
    await expect.poll(() => a.getByText('Богдан друкує…').count()).toBe(0);
    await expect.poll(() => b.locator('[data-menu-key="chat"]').getByText('1').count()).toBe(0);
    // A room with messages still fits: the footer is below the room, not over its composer.
    await composerInSight(b);
    await app.shot(b, 'room');

    // Searching finds the message (not a chat name), and the hit leads to its chat.
    await a.getByRole('textbox', { name: 'Пошук чатів' }).fill('пʼятницю');
    await a.getByText('Нічого не знайдено.').waitFor();
    await a.getByRole('link', { name: /Богдане, запуск у пʼятницю/ }).waitFor();
    await app.shot(a, 'search');
  });

  it('on a phone: the bottom bar counts a new message, the room fits with a way back, and a sent file reads well in its bubble', async () => {
    const p = await app.open(ben, { viewport: PHONE });
    await p.goto('/chat');
    await p.getByRole('link', { name: /Запуск/ }).waitFor();
    // A new message shows its count on the bottom bar's chat entry too.
    const a = await app.open(ann, { viewport: DESKTOP });
    await a.goto('/chat');
    await a.getByRole('link', { name: /Запуск/ }).click();
    await a.getByRole('textbox', { name: 'Повідомлення' }).fill('Ти з телефона?');
    await a.keyboard.press('Enter');
    const barCount = p.getByTestId('mobile-footer').locator('[data-menu-key="chat"]').getByText('1', { exact: true });
    await barCount.waitFor();
    await app.shot(p, 'phone-badge');
    await p.getByRole('link', { name: /Запуск/ }).click();
    await log(p).getByText('Ти з телефона?').waitFor();
    await expect.poll(() => barCount.count()).toBe(0);
    await composerInSight(p);

    // His own file message: the link in his (light blue) bubble is judged by axe with the screen.
    const chooser = p.waitForEvent('filechooser');
    await p.getByRole('button', { name: 'Прикріпити файл' }).click();
    await (await chooser).setFiles({ name: 'план-запуску.txt', mimeType: 'text/plain', buffer: Buffer.from('Пʼятниця, 10:00') });
    const file = log(p).getByRole('link', { name: 'план-запуску.txt' });
    await file.waitFor();
    await log(a).getByRole('link', { name: 'план-запуску.txt' }).waitFor();
    await expect.poll(() => sight(file)).toBe('in sight');
    await composerInSight(p);
    await app.shot(p, 'phone-room');
    await p.getByRole('button', { name: 'До списку чатів' }).click();
    await p.waitForURL(/\/chat$/);
    await app.shot(p, 'phone-list');
  });

  it("the owner changes the room's name and members from its screen; the new member sees it at once, the removed one loses it", async () => {
    const a = await app.open(ann, { viewport: DESKTOP });
    const c = await app.open(cleo, { viewport: PHONE });
    await c.goto('/chat');
    await c.getByText('Чатів ще немає', { exact: false }).waitFor();
    await a.goto('/chat');
    await a.getByRole('link', { name: /Запуск/ }).click();
    await a.getByRole('button', { name: 'Дії з чатом' }).click();
    await a.getByRole('menuitem', { name: 'Змінити кімнату' }).click();
    const dialog = a.getByRole('dialog', { name: 'Змінити кімнату' });
    await dialog.getByLabel('Назва кімнати').fill('Команда запуску');
    await dialog.getByRole('textbox', { name: 'Додати учасників' }).fill('Катерина');
    await a.getByRole('option', { name: 'Катерина Пасічник' }).click();
    await a.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByText('3 учасники').waitFor();
    await app.shot(a, 'edit-room');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await a.getByRole('heading', { name: 'Команда запуску' }).waitFor();
    // Cleo's list (on her phone) shows the room without a reload, and its history is hers to read.
    await c.getByRole('link', { name: /Команда запуску/ }).click();
    await log(c).getByText('Богдане, запуск у пʼятницю').waitFor();
    await composerInSight(c);

    await a.getByRole('button', { name: 'Дії з чатом' }).click();
    await a.getByRole('menuitem', { name: 'Змінити кімнату' }).click();
    await dialog.getByRole('button', { name: 'Прибрати Катерина Пасічник' }).click();
    await dialog.getByText('2 учасники').waitFor();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Removed, Cleo is taken out of the room and back to her (now empty) list.
    await c.waitForURL(/\/chat$/);
    await c.getByText('Чатів ще немає', { exact: false }).waitFor();
  });
});
