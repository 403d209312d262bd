// A plugin uses another plugin only through that plugin's shared/ (its extension points, events and wire
// types) and only when its manifest names it in `dependsOn` or `optionalDependsOn`: the root tsconfig
// compiles every plugin together, so without this rule a plugin could lean on another it never declared.
// Tests may import any part of a plugin they name (to install it). The manifest is read with TypeScript's
// parser, once per plugin.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importSources, pluginDirOf } from './plugin-imports.js';

const namedByDir = new Map();

/** A plugin folder's code: its package name's tail after `plugin-`, else the folder's name. */
function codeOf(dir) {
  const pkg = path.join(dir, 'package.json');
  const name = fs.existsSync(pkg) ? JSON.parse(fs.readFileSync(pkg, 'utf8')).name : '';
  return /(?:^|\/)plugin-(.+)$/.exec(name ?? '')?.[1] ?? path.basename(dir);
}

/** The codes a plugin's manifest names in `dependsOn` and `optionalDependsOn` (string literals in arrays). */
function named(dir) {
  if (namedByDir.has(dir)) return namedByDir.get(dir);
  const file = path.join(dir, 'shared/manifest.ts');
  const codes = new Set();
  if (fs.existsSync(file)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const visit = (node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ['dependsOn', 'optionalDependsOn'].includes(node.name.getText(source)) &&
        ts.isArrayLiteralExpression(node.initializer)
      )
        for (const e of node.initializer.elements) if (ts.isStringLiteralLike(e)) codes.add(e.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  namedByDir.set(dir, codes);
  return codes;
}

/** The other plugin an import reaches, as `{ code, rest }` (`rest` the path inside it), or null. */
function target(source, file, ownDir) {
  const pkg = /^@atrium\/plugin-([^/]+)(?:\/(.*))?$/.exec(source);
  if (pkg) return { code: pkg[1], rest: pkg[2] ?? '' };
  if (!source.startsWith('.')) return null;
  const resolved = path.resolve(path.dirname(file), source);
  const dir = pluginDirOf(resolved);
  return dir && dir !== ownDir ? { code: codeOf(dir), rest: path.relative(dir, resolved).split(path.sep).join('/') } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: "a plugin imports another plugin's shared/ only, and only one its manifest names" },
    messages: {
      unnamed:
        'plugin {{code}} is not named in {{self}}/shared/manifest.ts: add it to dependsOn, or optionalDependsOn when {{self}} works without it',
      internal: 'only plugin {{code}}\'s shared/ may be imported (its extension points, events and wire types), not "{{source}}"',
    },
  },
  create(context) {
    const ownDir = pluginDirOf(context.filename);
    if (!ownDir || !fs.existsSync(path.join(ownDir, 'package.json'))) return {};
    const self = codeOf(ownDir);
    const inTests = path.relative(ownDir, path.resolve(context.filename)).split(path.sep)[0] === 'test';
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string') return;
      const other = target(source, context.filename, ownDir);
      if (!other || other.code === self) return;
      if (!named(ownDir).has(other.code)) context.report({ node, messageId: 'unnamed', data: { code: other.code, self } });
      else if (!inTests && !other.rest.startsWith('shared/'))
        context.report({ node, messageId: 'internal', data: { code: other.code, source } });
    };
    return importSources(check);
  },
};

export default { rules: { 'plugin-dependencies': rule } };
