import { describe, expect, it } from 'vitest';
import { choose, PHONE, shots, useScreens } from '../support/screens.js';

const { s, open } = useScreens();

const tree = async () =>
  (await s.client.admin.api.get(`/api/structure/byClient/${s.client.id}`)).body.result as {
    _id: string;
    name: string;
    children: { _id: string; name: string; managerId: string | null }[];
  }[];

describe('structure', () => {
  it('an admin builds a two-level structure, assigns a head and an employee, and sees the refusals in place', async () => {
    const { page } = await open(s.client.admin);
    await page.goto('/structure_new');
    await page.getByTestId('department-create').click();
    const form = page.getByTestId('department-form');
    // The shared DepartmentCreate schema refuses an empty name in place.
    await form.getByTestId('department-save').click();
    await expect.poll(() => form.getByText('required field').count()).toBe(1);
    await form.locator('input[name=name]').fill('   ');
    await expect.poll(() => form.getByText('department name required').count()).toBe(1);
    await form.locator('input[name=name]').fill('Company');
    await form.getByTestId('department-save').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('department-panel').waitFor();

    // A sub-department from the panel of the chosen one.
    await page.getByTestId('department-add-child').click();
    await page.getByTestId('department-form').locator('input[name=name]').fill('Sales');
    await page.getByTestId('department-form').getByTestId('department-save').click();
    await expect.poll(async () => (await tree())[0]?.children.map((c) => c.name)).toEqual(['Sales']);
    await expect.poll(() => page.getByTestId('department-name').textContent()).toBe('Sales');

    // Head and employee of Sales.
    await choose(page, 'Head', /Eva Green/);
    await expect.poll(async () => (await tree())[0]?.children[0]?.managerId).toBe(s.employee.id);
    await page.getByTestId('department-panel').getByLabel('Add employees').click();
    await page.getByRole('option', { name: 'Eva Green' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('add-members-save').click();
    await expect.poll(() => page.getByTestId('department-member').count()).toBe(1);

    // A department with employees cannot be deleted: the server's rule shows in the panel.
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('department-delete').click();
    await expect.poll(() => page.getByTestId('department-error').textContent()).toBe('A department with employees cannot be deleted');
    await shots(page, 'structure-tree');

    // The root cannot be deleted either.
    await page.locator('[data-testid=tree-node][data-name=Company]').getByRole('button', { name: 'Company' }).click();
    await expect.poll(() => page.getByTestId('department-name').textContent()).toBe('Company');
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('department-delete').click();
    await expect.poll(() => page.getByTestId('department-error').textContent()).toBe('The root department cannot be deleted');

    // The diagram draws both departments (xyflow + dagre).
    await page.getByTestId('structure-view').getByText('Diagram').click();
    await page.getByTestId('structure-diagram').waitFor();
    await expect.poll(() => page.locator('.react-flow__node').count()).toBe(2);
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(1);
    await shots(page, 'structure-diagram');

    // Search finds people: the tree keeps the department where Eva works.
    await page.getByTestId('structure-view').getByText('Tree').click();
    await page.getByTestId('structure-search').fill('Eva');
    await expect.poll(() => page.getByTestId('tree-node').count()).toBe(2);
    await page.getByTestId('structure-search').fill('nobody here');
    await expect.poll(() => page.getByTestId('tree-node').count()).toBe(0);
  });

  it('moves a department by dragging it in the tree and by choosing a new parent', async () => {
    const [root] = await tree();
    const sales = root!.children.find((c) => c.name === 'Sales')!;
    const east = (await s.client.admin.api.post('/api/structure', { name: 'East', parentId: sales._id })).body.result._id as string;
    const { page } = await open(s.client.admin);
    await page.goto('/structure_new');
    const node = (name: string) => page.locator(`[data-testid=tree-node][data-name=${name}]`);
    await node('East').waitFor();
    await node('East').dragTo(node('Company'));
    await expect.poll(async () => (await tree())[0]!.children.map((c) => c.name).sort()).toEqual(['East', 'Sales']);
    // Back under Sales through the edit dialog's parent picker.
    await node('East').getByRole('button', { name: 'East' }).click();
    await page.getByTestId('department-edit').click();
    const form = page.getByTestId('department-form');
    await form.getByLabel('Parent department').click();
    await page.getByRole('option', { name: /Sales/ }).click();
    await form.getByTestId('department-save').click();
    await expect
      .poll(async () =>
        (await s.client.admin.api.get(`/api/structure/byClient/${s.client.id}`)).body.result[0].children
          .find((c: { _id: string }) => c._id === sales._id)
          .children.map((c: { _id: string }) => c._id),
      )
      .toEqual([east]);
  });

  it('an employee without the structures right reads the structure but cannot edit it', async () => {
    const reader = await s.client.user({ rights: [] });
    const { page } = await open(reader);
    await page.goto('/structure_new');
    await page.getByRole('heading', { name: 'Company structure' }).waitFor();
    await page.getByTestId('structure-tree').waitFor();
    expect(await page.getByTestId('department-create').count()).toBe(0);
    await page.locator('[data-testid=tree-node][data-name=Sales]').getByRole('button', { name: 'Sales' }).click();
    await page.getByTestId('department-panel').waitFor();
    expect(await page.getByTestId('department-delete').count()).toBe(0);
    // On a phone the four structure types stand one above the other: "Project" is on screen.
    await page.setViewportSize(PHONE);
    await expect
      .poll(async () => {
        const box = await page.getByTestId('structure-type').getByText('Project').boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
  });
});
