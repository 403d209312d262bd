import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { browserSources } from './browser-sources.js';

const root = path.resolve(import.meta.dirname, '../../..');
const facade = fs.readFileSync(path.join(root, 'sdk/src/ui/kit/zod.ts'), 'utf8');
/** The parts of zod the shared facade leaves out (declared `undefined` there). */
const omitted = [...facade.matchAll(/^export const (\w+) = undefined;/gm)].map((m) => m[1]!);

it('the shared zod facade leaves out only what no browser code of the workspace uses', () => {
  expect(omitted).toEqual(expect.arrayContaining(['locales', 'toJSONSchema', 'core']));
  const uses = browserSources(root)
    .filter((f) => !f.startsWith(path.join(root, 'sdk/src/ui/kit/zod')))
    .flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return omitted
        .filter((name) => new RegExp(`\\bz\\.${name}\\b|import \\{[^}]*\\b${name}\\b[^}]*\\} from 'zod'`).test(text))
        .map((n) => `${path.relative(root, f)}: ${n}`);
    });
  expect(uses).toEqual([]);
});
