import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';
import type { Page } from 'playwright-core';

const app = useBrowserApp({ plugins: ['chat'], results: 'chat' });
/** The open chat's messages (the list beside it shows the last one too). */
const log = (p: Page) => p.getByRole('log', { name: 'Messages' });
let ann: TestUser;
let ben: TestUser;
let cleo: TestUser;

beforeAll(async () => {
  ann = await app.client.user({ rights: ['chat'], fields: { firstName: 'Ann', lastName: 'Lee' } });
  ben = await app.client.user({ rights: ['chat'], fields: { firstName: 'Ben', lastName: 'Ray' } });
  cleo = await app.client.user({ rights: ['chat'], fields: { firstName: 'Cleo', lastName: 'Park' } });
});

describe('two colleagues chat live', () => {
  it('Ann opens a room with Ben; they write to each other, see typing, unread counts and read marks', async () => {
    const a = await app.open(ann);
    const b = await app.open(ben);
    await b.goto('/chat');
    await b.getByText('No chats yet', { exact: false }).waitFor();
    await app.shot(b, 'empty');

    await a.goto('/chat');
    await a.getByRole('button', { name: 'New chat' }).click();
    await a.getByRole('button', { name: 'Create' }).click();
    // The shared schema's rule shows in place before anything is sent.
    await a.getByText('Name the room').waitFor();
    await a.getByLabel('Room name').fill('Launch');
    await expect.poll(() => a.getByText('Name the room').count()).toBe(0);
    await a.getByRole('textbox', { name: 'Members' }).fill('Ben');
    await a.getByRole('option', { name: 'Ben Ray' }).click();
    await a.getByRole('listbox').waitFor({ state: 'detached' });
    await app.shot(a, 'new-chat');
    await a.getByRole('button', { name: 'Create' }).click();
    await a.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await a.getByRole('heading', { name: 'Launch' }).waitFor();

    // Ben's list shows the new room without a reload, then Ann's message with an unread count and a menu badge.
    await b.getByRole('link', { name: /Launch/ }).waitFor();
    await a.getByRole('textbox', { name: 'Message' }).fill('Hello Ben, the launch is on Friday');
    await a.keyboard.press('Enter');
    await log(a).getByText('Hello Ben, the launch is on Friday').waitFor();
    await b.getByLabel('1 unread message').waitFor();
    await b.locator('[data-menu-key="chat"]').getByText('1').waitFor();
    await app.shot(b, 'unread');

    // Ben opens it: Ann's message shows as read; Ann sees Ben typing, then his answer, live.
    await b.getByRole('link', { name: /Launch/ }).click();
    await log(b).getByText('Hello Ben, the launch is on Friday').waitFor();
    await log(a).getByText('· read').waitFor();
    await b.getByRole('textbox', { name: 'Message' }).pressSequentially('Great');
    await a.getByText('Ben is typing…').waitFor();
    await app.shot(a, 'typing');
    await b.keyboard.press('Enter');
    await log(a).getByText('Great', { exact: true }).waitFor();
    await expect.poll(() => a.getByText('Ben is typing…').count()).toBe(0);
    await expect.poll(() => b.locator('[data-menu-key="chat"]').getByText('1').count()).toBe(0);
    await app.shot(b, 'room');

    // Searching finds the message (not a chat name), and the hit leads to its chat.
    await a.getByRole('textbox', { name: 'Search chats' }).fill('friday');
    await a.getByText('No chats match the search.').waitFor();
    await a.getByRole('link', { name: /Hello Ben, the launch is on Friday/ }).waitFor();
    await app.shot(a, 'search');
  });

  it('works at phone width: the list, then the room with a way back', async () => {
    const p = await app.open(ben, { viewport: { width: 390, height: 844 } });
    await p.goto('/chat');
    // A new message shows its count on the bottom bar's chat entry too.
    const a = await app.open(ann);
    await a.goto('/chat');
    await a.getByRole('link', { name: /Launch/ }).click();
    await a.getByRole('textbox', { name: 'Message' }).fill('Are you on your phone?');
    await a.keyboard.press('Enter');
    const barCount = p.getByTestId('mobile-footer').locator('[data-menu-key="chat"]').getByText('1', { exact: true });
    await barCount.waitFor();
    await app.shot(p, 'phone-badge');
    await p.getByRole('link', { name: /Launch/ }).click();
    await log(p).getByText('Are you on your phone?').waitFor();
    await expect.poll(() => barCount.count()).toBe(0);
    await app.shot(p, 'phone-room');
    await p.getByRole('button', { name: 'Back to chats' }).click();
    await p.waitForURL(/\/chat$/);
    await app.shot(p, 'phone-list');
  });

  it('the owner renames the room and changes its members; the new member sees it at once, the removed one loses it', async () => {
    const a = await app.open(ann);
    const c = await app.open(cleo);
    await c.goto('/chat');
    await c.getByText('No chats yet', { exact: false }).waitFor();
    await a.goto('/chat');
    await a.getByRole('link', { name: /Launch/ }).click();
    await a.getByRole('button', { name: 'Chat actions' }).click();
    await a.getByRole('menuitem', { name: 'Edit room' }).click();
    const dialog = a.getByRole('dialog', { name: 'Edit room' });
    await dialog.getByLabel('Room name').fill('Launch team');
    await dialog.getByRole('textbox', { name: 'Add members' }).fill('Cleo');
    await a.getByRole('option', { name: 'Cleo Park' }).click();
    await a.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByText('3 members').waitFor();
    await app.shot(a, 'edit-room');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await a.getByRole('heading', { name: 'Launch team' }).waitFor();
    // Cleo's list shows the room without a reload, and its history is hers to read.
    await c.getByRole('link', { name: /Launch team/ }).click();
    await log(c).getByText('Hello Ben, the launch is on Friday').waitFor();

    await a.getByRole('button', { name: 'Chat actions' }).click();
    await a.getByRole('menuitem', { name: 'Edit room' }).click();
    await dialog.getByRole('button', { name: 'Remove Cleo Park' }).click();
    await dialog.getByText('2 members').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Removed, Cleo is taken out of the room and back to her (now empty) list.
    await c.waitForURL(/\/chat$/);
    await c.getByText('No chats yet', { exact: false }).waitFor();
  });
});
