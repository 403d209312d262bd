import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { useBrowserApp } from '@atrium/sdk/testing/browser';

const app = useBrowserApp({ plugins: ['shop'], results: 'shop' });
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
// The manager (the client's admin) reads Russian, the employee Ukrainian: each sees the shop's texts in their language.
let manager: TestUser;
let eva: TestUser;
let hoodie = '';

beforeAll(async () => {
  manager = app.client.admin;
  expect((await manager.api.put(`/api/user/${manager.id}`, { lang: 'ru' })).status).toBe(200);
  eva = await app.client.user({ rights: ['shop'], fields: { firstName: 'Єва', lastName: 'Покупець', lang: 'uk' } });
  await manager.api.put('/api/shop', { name: 'Perks', coin: 'usd', description: 'Coins for what you do' });
  const mentor = { name: 'Наставник', description: 'Помог новичку освоиться' };
  expect((await manager.api.post(`/api/shop/${app.client.id}/achievements`, mentor)).status).toBe(200);
});

const balance = async () => (await eva.api.get(`/api/shop/balance/${eva.id}`)).body.result.amount as number;

describe('coins for an achievement, spent in the shop (ru and uk)', () => {
  it('the manager gives the shop its name, subtitle and coin name per language, then puts an item on sale (1366×800)', async () => {
    const page = await app.open(manager, { viewport: DESKTOP });
    await page.goto('/shop?tab=settings');
    await page.getByRole('heading', { name: 'Perks', level: 1 }).waitFor();
    const name = page.getByRole('textbox', { name: 'Название', exact: true });
    const texts = async (lang: string, values: [string, string, string]) => {
      await page.getByText(lang, { exact: true }).click();
      // An empty field of a language shows the text every language reads by default.
      await expect.poll(() => name.getAttribute('placeholder')).toBe('Perks');
      await name.fill(values[0]);
      await page.getByRole('textbox', { name: 'Описание' }).fill(values[1]);
      await page.getByRole('textbox', { name: 'Краткое название монеты' }).fill(values[2]);
    };
    await texts('Русский', ['Бонусы', 'Монеты за ваши дела', 'монет']);
    await texts('Українська', ['Бонуси', 'Монети за ваші справи', 'балів']);
    await app.shot(page, 'settings');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Настройки сохранены').waitFor();
    // He reads Russian: the page takes the Russian texts at once; English readers keep the default.
    await page.getByRole('heading', { name: 'Бонусы', level: 1 }).waitFor();
    await page.getByText('Монеты за ваши дела').waitFor();
    const saved = (await manager.api.get(`/api/shop/byClient/${app.client.id}`)).body.result;
    expect(saved.defaults).toMatchObject({ name: 'Perks', description: 'Coins for what you do' });

    await page.getByRole('tab', { name: 'Магазин' }).click();
    await page.getByText('Товаров пока нет').waitFor();
    await page.getByRole('button', { name: 'Новый товар' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый товар' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Укажите название').waitFor();
    await dialog.getByLabel('Название').fill('Худи');
    await dialog.getByLabel('Описание').fill('Тёплое худи');
    await dialog.getByLabel('Цена').fill('60');
    await dialog.getByLabel('Начальный остаток').fill('2');
    await app.shot(page, 'new-item');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByTestId('shop-item').filter({ hasText: 'Худи' }).getByText('Осталось 2 шт.').waitFor();
    const items = await manager.api.get(`/api/shop/${app.client.id}/shop_items`);
    expect(items.body.result).toEqual([expect.objectContaining({ name: 'Худи', cost: 60, amount: 2, rest: 2 })]);
    hoodie = items.body.result[0]._id;
  });

  it('on his phone, the manager gives coins from one dialog: a company achievement offered, a new one made in place', async () => {
    const page = await app.open(manager, { viewport: PHONE });
    await page.goto('/shop?tab=achievements');
    await page.getByRole('heading', { name: 'Бонусы', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Начислить монеты' }).click();
    const dialog = page.getByRole('dialog', { name: 'Начислить монеты' });
    // The shared schema's rules show in place before anything is sent.
    await dialog.getByRole('button', { name: 'Начислить' }).click();
    await dialog.getByText('Выберите сотрудника').waitFor();
    await dialog.getByRole('textbox', { name: 'Сотрудник' }).fill('Єва');
    await page.getByRole('option', { name: 'Єва Покупець' }).click();
    // The company's achievements come first; a name none of them has becomes a new one in place.
    await dialog.getByRole('textbox', { name: 'Достижение' }).click();
    await page.getByRole('option', { name: 'Наставник' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Достижение' }).fill('Командный игрок');
    await page.getByRole('option', { name: 'Новое достижение «Командный игрок»' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Достижение' }).inputValue()).toBe('Командный игрок');
    // The amount in the coin's Russian name.
    await dialog.getByLabel('Сумма, монет').fill('100');
    // Checked again as the manager types: only the rule still broken shows.
    await expect.poll(() => dialog.getByText('Выберите сотрудника').count()).toBe(0);
    await app.shot(page, 'accrue-phone');
    await dialog.getByRole('button', { name: 'Начислить' }).click();
    await page.getByText('Монеты начислены').waitFor();
    expect(await balance()).toBe(100);
    const achievements = (await manager.api.get(`/api/shop/${app.client.id}/achievements`)).body.result;
    expect(achievements.map((a: { name: string }) => a.name).sort()).toEqual(['Командный игрок', 'Наставник']);
  });

  it('the employee sees her balance in the header, buys, and coins given meanwhile show at once (uk, phone)', async () => {
    const page = await app.open(eva, { viewport: PHONE });
    // The balance shows in the shell's header on any page, in her coin's Ukrainian name, and leads to the shop.
    await page.goto('/notifications');
    const header = page.getByTestId('header-balance');
    await expect.poll(() => header.textContent()).toBe('100балів');
    expect(await header.getAttribute('aria-label')).toBe('Мій баланс: 100 балів');
    await header.click();
    await page.waitForURL('**/shop');
    await page.getByRole('heading', { name: 'Бонуси', level: 1 }).waitFor();
    await page.getByText('Монети за ваші справи').waitFor();
    await expect.poll(() => page.getByTestId('my-balance').textContent()).toBe('100');
    const card = page.getByTestId('shop-item').filter({ hasText: 'Худи' });
    await card.getByText('Залишилося 2 шт.').waitFor();
    await card.getByRole('button', { name: 'Купити' }).click();
    const confirm = page.getByRole('dialog', { name: 'Підтвердіть покупку' });
    await confirm.getByText('Купити «Худи» за 60?').waitFor();
    await app.shot(page, 'confirm-phone');
    await confirm.getByRole('button', { name: 'Купити' }).click();
    await page.getByText('Ви купили: Худи').waitFor();
    await expect.poll(() => page.getByTestId('my-balance').textContent()).toBe('40');
    await expect.poll(() => header.textContent()).toBe('40балів');
    await card.getByText('Залишилася 1 шт.').waitFor();
    expect(await balance()).toBe(40);
    expect((await eva.api.get(`/api/shop/item_rest/${hoodie}`)).body.result.rest).toBe(1);
    // Coins given meanwhile show in the header at once, without reloading.
    const mentor = (await manager.api.get(`/api/shop/${app.client.id}/achievements`)).body.result.find(
      (a: { name: string }) => a.name === 'Наставник',
    );
    expect((await manager.api.post('/api/shop/accrue', { user: eva.id, amount: 5, achievement: mentor._id })).status).toBe(200);
    await expect.poll(() => header.textContent()).toBe('45балів');
    await page.getByText('Вам нараховано 5 балів').waitFor();
    // Not enough coins for a second one: the button says so and is disabled.
    await expect.poll(() => card.getByRole('button', { name: 'Недостатньо монет' }).isDisabled()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await app.shot(page, 'phone');
    // Employees have the shop and their achievements, not the managers' tabs.
    await page.getByRole('tab', { name: 'Досягнення' }).click();
    // Командный игрок and Наставник, once each.
    await expect.poll(() => page.getByText('×1').count()).toBe(2);
    expect(await page.getByRole('tab', { name: 'Статистика' }).count()).toBe(0);
    await app.shot(page, 'my-achievements');
  });

  it('the manager is told of the purchase and finds the order listed; the statistics show the accruals and the purchase (ru, 1366×800)', async () => {
    const page = await app.open(manager, { viewport: DESKTOP });
    expect((await app.t.notifications(manager)).filter((n) => n.name === 'shop.purchased')).toHaveLength(1);
    await page.goto('/notifications');
    // The coin in his language's name, as the shop shows it to him.
    await page.getByText('Єва Покупець купил(а) «Худи» за 60 монет').waitFor();
    await app.shot(page, 'notification');
    await page.goto('/shop?tab=orders');
    await page.getByTestId('order').filter({ hasText: 'Єва Покупець' }).filter({ hasText: 'Худи' }).waitFor();
    await app.shot(page, 'orders');
    await page.getByRole('tab', { name: 'Статистика' }).click();
    await expect.poll(() => page.getByTestId('stats-earned').textContent()).toBe('105');
    await expect.poll(() => page.getByTestId('stats-spent').textContent()).toBe('60');
    expect(await page.getByTestId('stats-purchases').textContent()).toBe('1');
    await page.getByText('Чаще всего покупают').waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await app.shot(page, 'statistics');
    // Another manager: Eva, chosen in the settings, manages the shop too.
    await page.getByRole('tab', { name: 'Настройки' }).click();
    await page.getByRole('textbox', { name: 'Менеджеры магазина' }).click();
    await page.getByRole('option', { name: 'Єва Покупець' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Настройки сохранены').waitFor();
    expect((await eva.api.get(`/api/shop/byClient/${app.client.id}`)).body.result.canManage).toBe(true);
    await page.getByRole('tab', { name: 'Балансы' }).click();
    await page.getByRole('row', { name: /Єва Покупець/ }).waitFor();
    await app.shot(page, 'balances');
  });
});
