import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const facade = fs.readFileSync(path.join(root, 'sdk/src/ui/kit/zod.ts'), 'utf8');
/** The parts of zod the shared facade leaves out (declared `undefined` there). */
const omitted = [...facade.matchAll(/^export const (\w+) = undefined;/gm)].map((m) => m[1]!);

/** Every TypeScript file the browser bundles: the host, the SDK's UI and shared halves, plugins' ui/ and shared/. */
function browserSources(): string[] {
  const dirs = [path.join(root, 'host/src'), path.join(root, 'sdk/src/ui'), path.join(root, 'sdk/src/shared')];
  for (const p of fs.readdirSync(path.join(root, 'plugins')))
    for (const half of ['ui', 'shared'])
      if (fs.existsSync(path.join(root, 'plugins', p, half))) dirs.push(path.join(root, 'plugins', p, half));
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory() && e.name !== 'node_modules') walk(f);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !f.startsWith(path.join(root, 'sdk/src/ui/kit/zod'))) out.push(f);
    }
  };
  dirs.forEach(walk);
  return out;
}

it('the shared zod facade leaves out only what no browser code of the workspace uses', () => {
  expect(omitted).toEqual(expect.arrayContaining(['locales', 'toJSONSchema', 'core']));
  const uses = browserSources().flatMap((f) => {
    const text = fs.readFileSync(f, 'utf8');
    return omitted
      .filter((name) => new RegExp(`\\bz\\.${name}\\b|import \\{[^}]*\\b${name}\\b[^}]*\\} from 'zod'`).test(text))
      .map((n) => `${path.relative(root, f)}: ${n}`);
  });
  expect(uses).toEqual([]);
});
