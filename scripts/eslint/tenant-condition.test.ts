import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** What the project's config says of this code at this path: the tenant rule's findings, by line. */
async function findings(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'atrium/tenant-condition').map((m) => m.line);
}

const HAND_WRITTEN = [
  "const a = qb.innerJoin('Chat', 'c', 'c.id = m.chatId AND c.clientId = m.clientId');",
  'const b = `EXISTS (SELECT 1 FROM desk d WHERE d.clientId = ${id})`;',
  'const c = ctx.db.clientId;',
  'const d = { clientId: id };',
  'function g(clientId: string) { return clientId; }',
  "const e = qb.innerJoinScoped(Chat, 'c', 'c.id = m.chatId');",
  "const f = '__clientId';",
].join('\n');

it("refuses clientId in a plugin's server and shared code as a name or in SQL text, and reads of the platform's value nothing", async () => {
  for (const part of ['server/services', 'shared'])
    expect(await findings(`plugins/chat/${part}/x.ts`, HAND_WRITTEN), part).toEqual([1, 2, 4, 5, 5]);
});

it('leaves entities, migrations, tests and the platform itself alone', async () => {
  for (const file of [
    'plugins/chat/server/entities/x.ts',
    'plugins/chat/server/migrations/1-x.ts',
    'plugins/chat/test/x.test.ts',
    'plugins/chat/ui/x.test.ts',
    // The UI runs no query.
    'plugins/chat/ui/components/x.ts',
    'core-api/src/db/x.ts',
  ])
    expect(await findings(file, HAND_WRITTEN), file).toEqual([]);
});

it('names the scoped API in its message', async () => {
  const [result] = await eslint.lintText('const d = { clientId: id };', { filePath: path.join(root, 'plugins/chat/server/x.ts') });
  expect(result!.messages.find((m) => m.ruleId === 'atrium/tenant-condition')?.message).toMatch(/innerJoinScoped \/ leftJoinScoped \/ sub/);
});
