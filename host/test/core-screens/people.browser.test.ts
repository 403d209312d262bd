import { describe, expect, it } from 'vitest';
import { pickDay } from '@atrium/sdk/testing/browser';
import { shots, useScreens } from '../support/screens.js';

const { s, open } = useScreens(async (started) => {
  await started.client.user({
    fields: {
      firstName: 'Oleg',
      lastName: 'Moroz',
      position: 'Accountant',
      city: 'Lviv',
      phone: '+380 44 123 45 67',
      birthDate: `1990-${new Date().toISOString().slice(5, 10)}`,
    },
  });
});

describe('address book and profile', () => {
  it('finds colleagues by name, phone and city; an avatar opens the profile in a new tab', async () => {
    const { page } = await open(s.employee);
    await page.goto('/addressBook/');
    await expect.poll(() => page.getByTestId('ab-card').count()).toBe(3);
    await page.getByTestId('ab-search').fill('123 45');
    await expect.poll(() => page.getByTestId('ab-card').allTextContents()).toEqual([expect.stringContaining('Oleg Moroz')]);
    await page.getByTestId('ab-search').fill('');
    await page.getByLabel('City').fill('Kyiv');
    await expect.poll(() => page.getByTestId('ab-card').allTextContents()).toEqual([expect.stringContaining('Eva Green')]);
    await shots(page, 'address-book');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open the profile of Eva Green in a new tab' }).click();
    const tab = await popup;
    await tab.waitForURL(`**/profile/${s.employee.id}`);
    await tab.close();
  });

  it("lists the coming birthdays with today's first", async () => {
    const { page } = await open(s.employee);
    await page.goto('/birthdays/');
    await expect.poll(() => page.getByTestId('birthday').allTextContents()).toEqual([expect.stringMatching(/Oleg Moroz.*Today!/)]);
  });

  it('the owner edits their profile; the shared schema refuses forbidden symbols in place', async () => {
    const { page } = await open(s.employee);
    await page.goto(`/profile/${s.employee.id}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Eva Green');
    const form = page.getByTestId('form-main');
    await form.getByTestId('edit').click();
    await form.locator('input[name=firstName]').fill('Eva2');
    await form.getByTestId('save').click();
    await expect.poll(() => form.getByText('forbidden symbols').count()).toBe(1);
    await shots(page, 'profile-error');
    await form.locator('input[name=firstName]').fill('Evelyn');
    await form.locator('input[name=position]').fill('Lead designer');
    // The birth date is picked from a calendar in the user's language, decades back.
    await pickDay(page, form.getByLabel('Birth date'), '1991-03-14');
    await form.getByTestId('save').click();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Evelyn Green');
    expect((await s.employee.api.get(`/api/user/${s.employee.id}`)).body.result).toMatchObject({
      firstName: 'Evelyn',
      position: 'Lead designer',
      birthDate: '1991-03-14',
    });
    // HR tabs are shown to the employee (read-only). Without the wall the profile has no subscribers
    // tab: profile tabs beyond the core's come from plugins (profile.tabs).
    await page.getByTestId('tab-hr').click();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Main',
      'Extra',
      'Social networks',
      'HR data',
      'HR files',
      'Contacts',
      'Notifications',
    ]);
    expect(await page.getByTestId('form-hr').getByTestId('edit').count()).toBe(0);
    await shots(page, 'profile');
  });

  it("an uploaded avatar shows as a picture in the header, the profile and a colleague's address book", async () => {
    const { page } = await open(s.employee);
    await page.goto(`/profile/${s.employee.id}`);
    await page.getByTestId('images-menu').click();
    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = c.height = 64;
      const g = c.getContext('2d')!;
      g.fillStyle = '#2f7d32';
      g.fillRect(0, 0, 64, 64);
      const blob: Blob = await new Promise((r) => c.toBlob((b) => r(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-avatar').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    // Every avatar <img> of the page has loaded a real picture (a 401 leaves only the initials).
    const pictures = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[src^="/api/files/"]')].map((i) => (i.complete ? i.naturalWidth : -1)),
      );
    await expect.poll(async () => (await pictures()).length).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await pictures()).every((w) => w === 64)).toBe(true);
    await shots(page, 'profile-avatar');

    const colleague = await s.client.user();
    const other = await open(colleague);
    await other.page.goto('/addressBook/');
    await other.page.getByTestId('ab-search').fill('Green');
    await expect.poll(() => other.page.getByTestId('ab-card').count()).toBe(1);
    await expect
      .poll(() =>
        other.page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('[data-testid=ab-card] img')].map((i) => i.complete && i.naturalWidth),
        ),
      )
      .toEqual([64]);
  });

  it('a colleague reads a profile without edit buttons or HR tabs', async () => {
    const colleague = await s.client.user();
    const { page } = await open(colleague);
    await page.goto(`/profile/${s.employee.id}`);
    await page.getByTestId('form-main').waitFor();
    expect(await page.getByTestId('edit').count()).toBe(0);
    expect(await page.getByTestId('tab-hr').count()).toBe(0);
    expect(await page.getByTestId('images-menu').count()).toBe(0);
    // Follow comes with the wall (profile.actions), which this installation lacks.
    expect(await page.getByTestId('follow').count()).toBe(0);
  });
});
