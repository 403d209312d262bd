import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .js rule without types
import dependencies from './plugin-dependencies.js';

/*
 * Three plugins in a scratch tree: `board` names `wall` (hard) and `shop` (optional) in its manifest,
 * `wall` names nobody, and `shop` exists. The rule reads each manifest as the build would.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-deps-'));
const plugins = path.join(tmp, 'plugins');
function plugin(code: string, manifest: string) {
  fs.mkdirSync(path.join(plugins, code, 'shared'), { recursive: true });
  fs.writeFileSync(path.join(plugins, code, 'package.json'), JSON.stringify({ name: `@atrium/plugin-${code}` }));
  fs.writeFileSync(path.join(plugins, code, 'shared/manifest.ts'), manifest);
}
plugin(
  'board',
  `export const manifest = defineManifest({ code: 'board', sdk: '^1', dependsOn: ['wall'], optionalDependsOn: ['shop'], rights: {} });`,
);
plugin('wall', `export const manifest = defineManifest({ code: 'wall', sdk: '^1', rights: {} });`);
plugin('shop', `export const manifest = defineManifest({ code: 'shop', sdk: '^1', rights: {} });`);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const linter = new Linter({ configType: 'flat', cwd: tmp });
const config = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { atrium: dependencies },
    rules: { 'atrium/plugin-dependencies': 'error' },
  },
] as Linter.Config[];

/** The rule's messages for one line of code in a file of the scratch tree. */
const findings = (file: string, code: string) => linter.verify(code, config, { filename: path.join(plugins, file) }).map((m) => m.message);

describe('plugin-dependencies', () => {
  it("allows another plugin's shared/ when the manifest names it, hard or optional, by package or relative path", () => {
    for (const code of [
      "import { postParents } from '@atrium/plugin-wall/shared/extension-points.js';",
      "import type { ShopPay } from '@atrium/plugin-shop/shared/extension-points.js';",
      "import { x } from '../../wall/shared/posts.js';",
      "export { y } from '@atrium/plugin-wall/shared/types.js';",
      "import { own } from '@atrium/plugin-board/server/index.js';",
    ])
      expect(findings('board/server/index.ts', code), code).toEqual([]);
  });

  it('refuses a plugin the manifest does not name, whatever part of it, and says where to name it', () => {
    const unnamed =
      'plugin shop is not named in wall/shared/manifest.ts: add it to dependsOn, or optionalDependsOn when wall works without it';
    for (const code of [
      "import { rewardCauses } from '@atrium/plugin-shop/shared/extension-points.js';",
      "import type { ShopPay } from '@atrium/plugin-shop/shared/extension-points.js';",
      "import { z } from '../../shop/shared/schemas.js';",
      "export * from '@atrium/plugin-shop/shared/index.js';",
      "const shop = await import('@atrium/plugin-shop/server/index.js');",
    ])
      expect(findings('wall/server/rewards.ts', code), code).toEqual([unnamed]);
    expect(findings('wall/test/x.test.ts', "import shop from '@atrium/plugin-shop/server/index.js';")).toEqual([unnamed]);
  });

  it("refuses another plugin's server or UI outside tests, even a named one; tests install what they name", () => {
    expect(findings('board/server/x.ts', "import { Post } from '@atrium/plugin-wall/server/entities/index.js';")).toEqual([
      'only plugin wall\'s shared/ may be imported (its extension points, events and wire types), not "@atrium/plugin-wall/server/entities/index.js"',
    ]);
    expect(findings('board/ui/x.tsx', "import { Feed } from '@atrium/plugin-wall/ui/components/FeedList.js';")).toHaveLength(1);
    expect(findings('board/test/x.test.ts', "import wall from '@atrium/plugin-wall/server/index.js';")).toEqual([]);
  });
});

it("is on for the project's plugins: the task tracker reads the wall's shared/, the wall may not reach into groups", async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const eslint = new ESLint({ cwd: root });
  const rule = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.filter(
      (m) => m.ruleId === 'atrium/plugin-dependencies',
    );
  expect(
    await rule(
      'plugins/task_tracker/server/x.ts',
      "import { commentParents } from '@atrium/plugin-wall/shared/extension-points.js';\nexport { commentParents };",
    ),
  ).toEqual([]);
  expect(
    await rule(
      'plugins/wall/server/x.ts',
      "import { GROUP_PARENT } from '@atrium/plugin-groups/shared/constants.js';\nexport { GROUP_PARENT };",
    ),
  ).toHaveLength(1);
});
