import fs from 'node:fs';
import path from 'node:path';

/**
 * Every TypeScript file of the workspace the browser bundles, tests left out: the host's, the SDK's UI
 * and shared halves, and each plugin's `ui/` and `shared/`. For tests that check what browser code may
 * use (the zod facade, the shell's texts).
 */
export function browserSources(root: string): string[] {
  const dirs = [path.join(root, 'host/src'), path.join(root, 'sdk/src/ui'), path.join(root, 'sdk/src/shared')];
  // A test's scratch plugin (`zscaffold-…`) comes and goes while other tests scan: it is not the workspace's.
  for (const p of fs.readdirSync(path.join(root, 'plugins')).filter((name) => !name.startsWith('zscaffold')))
    for (const half of ['ui', 'shared'])
      if (fs.existsSync(path.join(root, 'plugins', p, half))) dirs.push(path.join(root, 'plugins', p, half));
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory() && e.name !== 'node_modules') walk(f);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(f);
    }
  };
  dirs.forEach(walk);
  return out;
}
