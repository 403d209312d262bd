import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

const app = useBrowserApp({ plugins: ['shop'], results: 'shop' });
let eva: TestUser;
let hoodie = '';

beforeAll(async () => {
  const admin = app.client.admin;
  eva = await app.client.user({ rights: ['shop'], fields: { firstName: 'Eva', lastName: 'Buyer' } });
  await admin.api.put('/api/shop', { name: 'Perks', coin: 'usd', description: 'Coins for what you do' });
  expect(
    (await admin.api.post(`/api/shop/${app.client.id}/achievements`, { name: 'Mentor', description: 'Helped a newcomer' })).status,
  ).toBe(200);
});

const balance = async () => (await eva.api.get(`/api/shop/balance/${eva.id}`)).body.result.amount as number;

describe('coins for an achievement, spent in the shop', () => {
  it('a manager puts an item on sale', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/shop');
    await page.getByText('No items yet').waitFor();
    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name required').waitFor();
    await dialog.getByLabel('Name').fill('Hoodie');
    await dialog.getByLabel('Description').fill('A warm hoodie');
    await dialog.getByLabel('Price').fill('60');
    await dialog.getByLabel('Initial balance').fill('2');
    await app.shot(page, 'new-item');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('shop-item').filter({ hasText: 'Hoodie' }).getByText('2 left').waitFor();
    const items = await app.client.admin.api.get(`/api/shop/${app.client.id}/shop_items`);
    expect(items.body.result).toEqual([expect.objectContaining({ name: 'Hoodie', cost: 60, amount: 2, rest: 2 })]);
    hoodie = items.body.result[0]._id;
  });

  it('a manager accrues coins to an employee for a new achievement made in the same dialog', async () => {
    const page = await app.open(app.client.admin);
    await page.goto('/shop?tab=achievements');
    await page.getByRole('heading', { name: 'Perks', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Accrue coins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accrue coins' });
    // The shared schema's rules show in place before anything is sent.
    await dialog.getByRole('button', { name: 'Accrue' }).click();
    await dialog.getByText('Recipient required').waitFor();
    await dialog.getByRole('textbox', { name: 'Employee' }).fill('Eva');
    await page.getByRole('option', { name: 'Eva Buyer' }).click();
    // The company's achievements come first; a name none of them has becomes a new one in place.
    await dialog.getByRole('textbox', { name: 'Achievement' }).click();
    await page.getByRole('option', { name: 'Mentor' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Achievement' }).fill('Team player');
    await page.getByRole('option', { name: 'New achievement «Team player»' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Achievement' }).inputValue()).toBe('Team player');
    await dialog.getByLabel('Amount, USD').fill('100');
    // Checked again as the manager types: only the rule still broken shows.
    await expect.poll(() => dialog.getByText('Recipient required').count()).toBe(0);
    await app.shot(page, 'accrue');
    await dialog.getByRole('button', { name: 'Accrue' }).click();
    await page.getByText('Coins accrued').waitFor();
    expect(await balance()).toBe(100);
    const achievements = (await app.client.admin.api.get(`/api/shop/${app.client.id}/achievements`)).body.result;
    expect(achievements.map((a: { name: string }) => a.name).sort()).toEqual(['Mentor', 'Team player']);
  });

  it('the employee sees the balance, confirms a purchase, and stock and balance change', async () => {
    const page = await app.open(eva);
    // The balance shows in the shell's header on any page, and leads to the shop.
    await page.goto('/notifications');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('100');
    await page.getByTestId('header-balance').click();
    await page.waitForURL('**/shop');
    await expect.poll(() => page.getByTestId('my-balance').textContent()).toBe('100');
    const card = page.getByTestId('shop-item').filter({ hasText: 'Hoodie' });
    await card.getByText('2 left').waitFor();
    await card.getByRole('button', { name: 'Buy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the purchase' });
    await confirm.getByText('Buy "Hoodie" for 60?').waitFor();
    await app.shot(page, 'confirm');
    await confirm.getByRole('button', { name: 'Buy' }).click();
    await page.getByText('You bought Hoodie').waitFor();
    await expect.poll(() => page.getByTestId('my-balance').textContent()).toBe('40');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('40');
    await card.getByText('1 left').waitFor();
    expect(await balance()).toBe(40);
    expect((await eva.api.get(`/api/shop/item_rest/${hoodie}`)).body.result.rest).toBe(1);
    // Coins given meanwhile show in the header at once, without reloading.
    const [mentor] = (await app.client.admin.api.get(`/api/shop/${app.client.id}/achievements`)).body.result;
    expect((await app.client.admin.api.post('/api/shop/accrue', { user: eva.id, amount: 5, achievement: mentor._id })).status).toBe(200);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('45');
    // Not enough coins for a second one: the button says so and is disabled.
    await expect.poll(() => card.getByRole('button', { name: 'Not enough coins' }).isDisabled()).toBe(true);
    // Employees have the shop and their achievements, not the managers' tabs.
    await page.getByRole('tab', { name: 'Achievements' }).click();
    // Team player and Mentor, once each.
    await expect.poll(() => page.getByText('×1').count()).toBe(2);
    expect(await page.getByRole('tab', { name: 'Statistics' }).count()).toBe(0);
    await app.shot(page, 'my-achievements');
  });

  it("the shop fits a phone, in Russian (the users' default language)", async () => {
    expect((await eva.api.put(`/api/user/${eva.id}`, { lang: 'ru' })).status).toBe(200);
    const page = await app.open(eva, { viewport: { width: 390, height: 844 } });
    await page.goto('/shop');
    const card = page.getByTestId('shop-item').filter({ hasText: 'Hoodie' });
    await card.getByText('Осталась 1 шт.').waitFor();
    await page.getByText('Мой баланс').waitFor();
    await card.getByRole('button', { name: 'Недостаточно монет' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await app.shot(page, 'phone');
  });

  it('the orders list the purchase (the admin was told of it), and the statistics show the accruals and the purchase', async () => {
    const page = await app.open(app.client.admin);
    expect((await app.t.notifications(app.client.admin)).filter((n) => n.name === 'shop.purchased')).toHaveLength(1);
    await page.goto('/shop?tab=orders');
    await page.getByTestId('order').filter({ hasText: 'Eva Buyer' }).filter({ hasText: 'Hoodie' }).waitFor();
    await app.shot(page, 'orders');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect.poll(() => page.getByTestId('stats-earned').textContent()).toBe('105');
    await expect.poll(() => page.getByTestId('stats-spent').textContent()).toBe('60');
    expect(await page.getByTestId('stats-purchases').textContent()).toBe('1');
    await page.getByText('Most bought').waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await app.shot(page, 'statistics');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Shop managers' }).click();
    await page.getByRole('option', { name: 'Eva Buyer' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    expect((await eva.api.get(`/api/shop/byClient/${app.client.id}`)).body.result.canManage).toBe(true);
    // The shop's name in Russian, for Eva, who reads Russian; the others keep "Perks".
    await page.getByText('Русский').click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('placeholder')).toBe('Perks');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Бонусы');
    await app.shot(page, 'settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await eva.api.get(`/api/shop/byClient/${app.client.id}`)).body.result.name).toBe('Бонусы');
    await page.getByRole('heading', { name: 'Perks', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Balances' }).click();
    await page.getByRole('row', { name: /Eva Buyer/ }).waitFor();
    await app.shot(page, 'balances');
  });
});
