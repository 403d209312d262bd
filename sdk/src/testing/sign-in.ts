import type { Page } from 'playwright-core';

/**
 * Fills and sends the sign-in form of the page (its labels in any of the host's languages). Apart from
 * the browser harness, which needs vitest, so that scripts (the Lighthouse bench) sign in the same way.
 */
export async function signIn(page: Page, user: { login: string; password: string }): Promise<void> {
  await page.getByLabel(/Login or e-mail|Логин или e-mail|Логін або e-mail/).fill(user.login);
  await page
    .getByLabel(/^(Password|Пароль)/)
    .first()
    .fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Войти|Увійти)$/ }).click();
}
