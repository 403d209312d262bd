// A plugin imports only @atrium/sdk, its own files and the packages its package.json declares; typeorm
// comes through @atrium/sdk/server, so the SDK stays the one door to the data layer.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules);
const declaredByDir = new Map();

/** The plugin folder (plugins/<code>) a file lives in, or null. */
export function pluginDirOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const i = parts.lastIndexOf('plugins');
  return i >= 0 && parts.length > i + 2 ? parts.slice(0, i + 2).join(path.sep) : null;
}

function declared(dir) {
  if (!declaredByDir.has(dir)) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    declaredByDir.set(dir, new Set([pkg.name, ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies })]));
  }
  return declaredByDir.get(dir);
}

const packageOf = (source) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'plugins import only the SDK, their own files and declared packages' } },
  create(context) {
    const dir = pluginDirOf(context.filename);
    if (!dir || !fs.existsSync(path.join(dir, 'package.json'))) return {};
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(context.filename), source);
        if (!target.startsWith(dir + path.sep))
          context.report({ node, message: `"${source}" leaves the plugin's folder: import it through @atrium/sdk` });
        return;
      }
      if (source.startsWith('node:') || builtins.has(source)) return;
      const name = packageOf(source);
      if (name === 'typeorm') context.report({ node, message: 'import typeorm through @atrium/sdk/server' });
      else if (!declared(dir).has(name))
        context.report({ node, message: `"${name}" is not declared in ${path.basename(dir)}/package.json` });
    };
    return importSources(check);
  },
};

/** The visitors that hand `check` the source literal of every import, re-export and dynamic import. */
export const importSources = (check) => ({
  ImportDeclaration: (n) => check(n.source),
  ExportNamedDeclaration: (n) => check(n.source),
  ExportAllDeclaration: (n) => check(n.source),
  ImportExpression: (n) => n.source.type === 'Literal' && check(n.source),
});

export default { rules: { 'plugin-imports': rule } };
