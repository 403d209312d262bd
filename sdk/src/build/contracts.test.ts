import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { browserContracts } from './contracts.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const wireModule = fileURLToPath(new URL('../shared/wire.ts', import.meta.url));
const pluginRoutes = fs
  .readdirSync(path.join(root, 'plugins'))
  .map((p) => path.join(root, 'plugins', p, 'shared/routes.ts'))
  .filter((f) => fs.existsSync(f));

it('drops the schemas of each contract, then what only they used, and keeps everything else', () => {
  const source = [
    "import { z } from 'zod';",
    "import { defineRoute, wire } from '@atrium/sdk/contract';",
    "import { idOf, type EmployeeCard } from '@atrium/sdk/shared';",
    "import { ItemInput, ItemQuery } from './schemas.js';",
    "import type { ItemView } from './types.js';",
    'const page = z.coerce.number().int().min(1);',
    'const PageQ = z.object({ page });',
    "const ItemId = z.object({ id: idOf('Item') });",
    "export const Exported = z.object({ id: idOf('Item') });",
    'const feed = wire.page<ItemView>();',
    'export const itemRoutes = {',
    "  list: defineRoute('get', '/item', { query: ItemQuery, answer: feed }),",
    "  get: defineRoute('get', '/item/:id', { params: ItemId, query: PageQ, answer: wire.result<ItemView>() }),",
    "  create: defineRoute('post', '/item', { body: ItemInput, answer: wire.result<EmployeeCard>() }),",
    '};',
    "export const ownerRoutes = (type: string) => ({ wall: defineRoute('get', `/item/${type}/:id`, { params: ItemId, answer: feed }) });",
  ].join('\n');
  const out = browserContracts(source);
  expect(out).not.toMatch(/ItemInput|ItemQuery|PageQ|ItemId|const page|type EmployeeCard/);
  expect(out).toContain("import { defineRoute, wire } from '@atrium/sdk/contract';");
  expect(out).toContain("import type { ItemView } from './types.js';");
  // An export is the module's promise to others: kept, with the imports it needs.
  expect(out).toContain("export const Exported = z.object({ id: idOf('Item') });");
  expect(out).toContain("import { z } from 'zod';");
  expect(out).toContain("import { idOf } from '@atrium/sdk/shared';");
  expect(out).toContain('const feed = wire.page<ItemView>();');
  expect(out).toContain("list: defineRoute('get', '/item', { answer: feed })");
  expect(out).toContain("get: defineRoute('get', '/item/:id', { answer: wire.result<ItemView>() })");
  expect(out).toContain("wall: defineRoute('get', `/item/${type}/:id`, { answer: feed })");
});

it('drops the payload schema of each socket event a tab sends, and keeps its name, answer and limit', () => {
  const source = [
    "import { wire } from '@atrium/sdk/contract';",
    "import { SEND_LIMIT } from './constants.js';",
    "import { itemSocket } from './events.js';",
    "import { ItemIdPayload, ItemSend } from './schemas.js';",
    "import type { ItemView } from './types.js';",
    'const { defineSocketEvent } = itemSocket;',
    'export const SEND = {',
    "  send: defineSocketEvent('item:send', { payload: ItemSend, ack: wire.result<ItemView>(), limit: SEND_LIMIT }),",
    "  ping: defineSocketEvent('item:ping', { payload: ItemIdPayload }),",
    '};',
  ].join('\n');
  const out = browserContracts(source, 'sends.ts');
  expect(out).not.toMatch(/ItemSend|ItemIdPayload|schemas/);
  expect(out).toContain("send: defineSocketEvent('item:send', { ack: wire.result<ItemView>(), limit: SEND_LIMIT })");
  expect(out).toContain("ping: defineSocketEvent('item:ping', {})");
  expect(out).toContain("import { SEND_LIMIT } from './constants.js';");
  expect(out).toContain("import { itemSocket } from './events.js';");
});

it("chat's browser sends import no zod and no schemas", () => {
  const file = path.join(root, 'plugins/chat/shared/sends.ts');
  const out = browserContracts(fs.readFileSync(file, 'utf8'), file);
  expect(out).not.toMatch(/zod|schemas/);
  expect(out).toContain("defineSocketEvent('message:send', { ack:");
});

it("every plugin's browser contracts import nothing but @atrium/sdk/contract and types (no zod, no schemas)", () => {
  expect(pluginRoutes.length).toBeGreaterThanOrEqual(8);
  for (const file of [...pluginRoutes, path.join(root, 'scripts/plugin-template/shared/routes.ts.tpl')]) {
    const imports = browserContracts(fs.readFileSync(file, 'utf8'), file)
      .split('\n')
      .filter((l) => l.startsWith('import ') && !l.startsWith('import type '));
    const foreign = imports.filter((l) => !l.endsWith("from '@atrium/sdk/contract';"));
    expect({ file: path.relative(root, file), foreign }).toEqual({ file: path.relative(root, file), foreign: [] });
    expect(imports.join('\n')).toContain('defineRoute');
  }
});

type Contract = { method: string; path: string; answer: { kind: string } };
/** Each exported contract's method, path and answer kind (factories called with sample arguments). */
const shapes = (mod: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(mod).map(([name, value]) => {
      const group = (typeof value === 'function' ? (value as (...a: string[]) => unknown)('sample', 'Sample') : value) as Record<
        string,
        Contract
      >;
      return [name, Object.fromEntries(Object.entries(group).map(([k, c]) => [k, [c.method, c.path, c.answer.kind]]))];
    }),
  );

it("the browser's contracts call the same method, path and answer as the server's", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-contracts-'));
  try {
    for (const file of pluginRoutes) {
      const browser = path.join(dir, `${path.basename(path.dirname(path.dirname(file)))}.ts`);
      fs.writeFileSync(
        browser,
        browserContracts(fs.readFileSync(file, 'utf8'), file).replace("'@atrium/sdk/contract'", JSON.stringify(wireModule)),
      );
      const [server, ui] = [(await import(file)) as Record<string, unknown>, (await import(browser)) as Record<string, unknown>];
      expect(Object.keys(shapes(server)).length).toBeGreaterThan(0);
      expect(shapes(ui)).toEqual(shapes(server));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
