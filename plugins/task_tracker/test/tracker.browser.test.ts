import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

const app = useBrowserApp({ plugins: ['task_tracker'], results: 'task_tracker' });
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  owner = await app.client.user({ rights: ['task_tracker', 'desk_add'], fields: { firstName: 'Olga', lastName: 'Owner' } });
  member = await app.client.user({ rights: ['task_tracker'], fields: { firstName: 'Max', lastName: 'Member' } });
});

describe('a board worked by two people at once', () => {
  it('the owner builds a board and drags a card; the member sees it move without reloading', async () => {
    const page = await app.open(owner);
    await page.goto('/task-tracker/');
    await page.getByRole('heading', { name: 'Task tracker', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New board' }).click();
    await page.getByLabel('Board name').fill('Release board');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/desk\/[0-9a-f-]{36}$/);
    const deskId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Release board', level: 1 }).waitFor();

    await page.getByLabel('New lane name').fill('Review');
    await page.getByRole('button', { name: 'Add lane' }).click();
    await page.getByRole('region', { name: 'Review' }).waitFor();
    await page.getByLabel('Add a card to To do').fill('Write notes');
    await page.getByLabel('Add a card to To do').press('Enter');
    await page.getByLabel('Add a card to To do').fill('Tag the build');
    await page.getByLabel('Add a card to To do').press('Enter');
    await page.getByRole('region', { name: 'To do' }).getByText('Tag the build').waitFor();

    // The owner adds the member to the board, who then watches it.
    await page.getByRole('button', { name: 'People' }).click();
    await page.getByRole('textbox', { name: 'Members' }).fill('Max');
    await page.getByRole('option', { name: 'Max Member' }).click();
    await page.keyboard.press('Escape');
    await app.shot(page, 'people');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await owner.api.get(`/api/task_tracker/${deskId}`)).body.result.desk.members).toEqual([member.id]);
    const watcher = await app.open(member);
    await watcher.goto(`/desk/${deskId}`);
    await watcher.getByRole('region', { name: 'To do' }).getByText('Write notes').waitFor();
    await app.shot(page, 'kanban');

    // Drag "Write notes" onto the "Review" lane with the mouse.
    const handle = page.getByRole('button', { name: 'Move card Write notes' });
    const target = page.getByRole('region', { name: 'Review' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await page.getByRole('region', { name: 'Review' }).getByText('Write notes').waitFor();

    // The other browser sees the card in its new lane without reloading.
    await watcher.getByRole('region', { name: 'Review' }).getByText('Write notes').waitFor({ timeout: 10000 });
    expect(await watcher.getByRole('region', { name: 'To do' }).getByText('Write notes').count()).toBe(0);
    await app.shot(watcher, 'watcher-after-move');

    // Without dragging: the card dialog moves a card to another lane (keyboard and phone users).
    await page.getByRole('button', { name: 'Tag the build', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag the build' });
    await dialog.getByRole('textbox', { name: 'Lane', exact: true }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await watcher.getByRole('region', { name: 'Done' }).getByText('Tag the build').waitFor({ timeout: 10000 });
    await page.keyboard.press('Escape');

    // The card dialog: a comment the member writes reaches the owner's open dialog's board at once.
    await watcher.getByRole('button', { name: 'Write notes' }).click();
    await watcher.getByLabel('Write a comment').fill('I will take it');
    await watcher.getByRole('button', { name: 'Send' }).click();
    await watcher.locator('p', { hasText: 'I will take it' }).waitFor();
    await app.shot(watcher, 'card-dialog');
  });

  it('works at phone width: the board and the table view', async () => {
    const page = await app.open(owner, { viewport: { width: 390, height: 844 } });
    await page.goto('/task-tracker/');
    await page.getByText('Release board').click();
    await page.getByRole('heading', { name: 'Release board', level: 1 }).waitFor();
    await app.shot(page, 'phone-kanban');
    await page.getByText('Table', { exact: true }).click();
    await page.getByRole('table').getByText('Write notes').waitFor();
    await app.shot(page, 'phone-table');
  });
});
