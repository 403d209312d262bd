import { describe, expect, it } from 'vitest';
import { shots, useScreens } from '../support/screens.js';

const { s, open } = useScreens();

const notify = (title: string, section = 'other', link?: string) =>
  s.client.admin.api.post('/api/notification', { users: [s.employee.id], title, text: `${title} text`, section, link });
const unread = async () =>
  (await s.employee.api.get(`/api/notification/unread/${s.client.id}/${s.employee.id}`)).body.result.count as number;

describe('notification centre', () => {
  it('lists notifications by tab, receives new ones live and marks them all read', async () => {
    expect((await notify('Budget approved')).status).toBe(200);
    expect((await notify('Team meeting', 'other', 'https://login.example.test/reset')).status).toBe(200);
    const { page } = await open(s.employee);
    // The shell opens its socket a moment after it shows; the upgrade to a websocket (on this page,
    // not the one signing in) means it is connected.
    let sockets = 0;
    page.on('websocket', () => {
      if (new URL(page.url()).pathname === '/notifications') sockets++;
    });
    await page.goto('/notifications');
    await expect.poll(() => page.getByTestId('notification').count()).toBe(2);
    expect(await page.locator('[data-testid=notification][data-read="0"]').count()).toBe(2);
    // A link to another site says so, with its host, before anyone follows it.
    expect(await page.getByTestId('notification-external').allTextContents()).toEqual(['Opens another site: login.example.test']);

    // Without plugins there is no section tab: the core's sections (all, other) are listed under "all".
    expect(await page.getByRole('tab').allTextContents()).toEqual(['All', 'Settings']);

    // A new notification arrives over the shell's socket without reloading.
    await expect.poll(() => sockets, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await notify('Live one');
    await expect.poll(() => page.getByTestId('notification').count()).toBe(3);
    await shots(page, 'notifications');

    await page.getByTestId('mark-all-read').click();
    await expect.poll(() => page.locator('[data-testid=notification][data-read="1"]').count()).toBe(3);
    expect(await unread()).toBe(0);

    // Unread filter: nothing left.
    await page.getByTestId('read-filter').getByText('Unread').click();
    await expect.poll(() => page.getByText('No notifications here').count()).toBe(1);
  });

  it('opening one marks it read; the settings save the channels of a section', async () => {
    await notify('Open me');
    const { page } = await open(s.employee);
    await page.goto('/notifications');
    const item = page.locator('[data-testid=notification]', { hasText: 'Open me' });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('0');
    await item.click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('1');

    await page.getByTestId('tab-settings').click();
    const box = page.getByRole('checkbox', { name: 'Other: E-mail' });
    await box.click();
    await page.getByTestId('notify-settings-save').click();
    await expect
      .poll(async () => (await s.employee.api.get(`/api/user/notifications/${s.employee.id}`)).body.result.channels.other)
      .toContain('email');
    await shots(page, 'notification-settings');
  });
});
