import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hrCsv, taxId } from '../../../core-api/test/support/hr-file.js';
import { shots, useScreens } from '../support/screens.js';

const { s, open } = useScreens();

const STRUCT = ['code', 'name', 'parentCode'];
const COLUMNS = ['taxId', 'lastName', 'firstName', 'email', 'position', 'departmentCode'];

/** Picks the file in the open import dialog. */
async function pick(page: Page, name: string, data: Buffer) {
  await page.getByTestId('hr-import').locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: data });
}

describe('import from HR', () => {
  it('an admin previews and applies the structure and the employees, sees a refused file, then the excluded tab', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/employees/');
    await page.getByTestId('employees-table').waitFor();
    await page.getByTestId('hr-import-open').click();
    const dialog = page.getByTestId('hr-import');

    // The structure first: employees name departments by code.
    await dialog.getByText('Structure', { exact: true }).click();
    await pick(
      page,
      'struct.csv',
      hrCsv(STRUCT, [
        { code: 'HQ', name: 'Head office' },
        { code: 'SALES', name: 'Sales', parentCode: 'HQ' },
      ]),
    );
    await dialog.getByTestId('hr-preview-run').click();
    await expect.poll(() => dialog.getByTestId('hr-count-created').textContent()).toBe('Created: 2');
    await dialog.getByTestId('hr-apply').click();
    await dialog.getByTestId('hr-done').waitFor();

    // A file with a faulty row is refused with the row and the field; nothing is imported.
    await dialog.getByText('Employees', { exact: true }).click();
    const [ann, bob] = [
      {
        taxId: taxId(),
        lastName: 'Sokolova',
        firstName: 'Anna',
        email: 'anna.sokolova@example.test',
        position: 'Seller',
        departmentCode: 'SALES',
      },
      { taxId: taxId(), lastName: 'Kuznetsov', firstName: 'Boris', email: 'boris.k@example.test', position: 'Driver' },
    ];
    await pick(page, 'bad.csv', hrCsv(COLUMNS, [ann, { ...bob, taxId: '1234567890' }]));
    await dialog.getByTestId('hr-preview-run').click();
    const error = dialog.getByTestId('hr-error');
    await expect.poll(() => error.first().textContent()).toBe('3taxIdtax id: 10 digits in a valid format');
    await shots(page, 'hr-import-refused');
    expect(await dialog.getByTestId('hr-apply').isDisabled()).toBe(true);

    await pick(page, 'hr.csv', hrCsv(COLUMNS, [ann, bob]));
    await dialog.getByTestId('hr-preview-run').click();
    await expect.poll(() => dialog.getByTestId('hr-count-created').textContent()).toBe('Created: 2');
    await expect.poll(() => dialog.getByTestId('hr-created').getByTestId('hr-item').count()).toBe(2);
    await shots(page, 'hr-import-preview');
    await dialog.getByTestId('hr-apply').click();
    await dialog.getByTestId('hr-done').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('employees-search').fill('Sokolova');
    await page.locator('[data-testid=employee-row][data-name="Anna Sokolova"]').waitFor();

    // Excluded from integration: set in the employee form, listed on its own tab.
    const row = page.locator('[data-testid=employee-row][data-name="Anna Sokolova"]');
    await row.getByTestId('employee-actions').click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByTestId('employee-form').getByRole('switch', { name: 'Excluded from integration' }).click({ force: true });
    await page.getByTestId('employee-save').click();
    await page.getByTestId('employee-form').waitFor({ state: 'detached' });
    await page.getByTestId('tab-excluded').click();
    await expect.poll(() => page.getByTestId('employee-row').count()).toBe(1);
    expect(await page.getByTestId('employee-row').getAttribute('data-name')).toBe('Anna Sokolova');
    await shots(page, 'hr-import-excluded');
  }, 300_000);
});
