import ts from 'typescript';

/**
 * The browser's form of a plugin's route contracts (`shared/routes.ts`) and of the socket events its tabs
 * send (`shared/sends.ts`). The UI reads only a route's method, path and answer kind (`api.call`) and an
 * event's name (`emit`); the params, query, body and payload schemas are the server's. Left in, they made
 * every remote's first chunk wait for zod (32 KB on the wire, ~160 ms of a phone's main thread) and for
 * the plugin's schemas. So the browser build drops the schema parts of every `defineRoute(…)` and
 * `defineSocketEvent(…)` call, then the declarations and imports nothing refers to any more, the way React
 * Router drops a route module's server-only exports from the client bundle. Types are untouched: the UI
 * type-checks against the source. `defineRoute`, `socketContracts` and `wire` come from the zod-free
 * `@atrium/sdk/contract`.
 */
/** Each contract maker's schema parts, and which of its arguments holds them. */
const SCHEMA_PARTS = new Map<string, { spec: number; parts: ReadonlySet<string> }>([
  ['defineRoute', { spec: 2, parts: new Set(['params', 'query', 'body']) }],
  ['defineSocketEvent', { spec: 1, parts: new Set(['payload']) }],
]);

export function browserContracts(source: string, fileName = 'routes.ts'): string {
  const printer = ts.createPrinter();
  let file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  file = ts.transform(file, [dropSchemaParts]).transformed[0]!;
  // Each pass may orphan what a removed declaration referred to (PageQ → page), so prune until stable.
  for (let text = printer.printFile(file); ;) {
    const pruned = pruneUnused(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
    const next = printer.printFile(pruned);
    if (next === text) return text;
    text = next;
  }
}

const dropSchemaParts: ts.TransformerFactory<ts.SourceFile> = (context) => (root) => {
  const visit = (node: ts.Node): ts.Node => {
    const maker = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? SCHEMA_PARTS.get(node.expression.text) : undefined;
    if (maker && ts.isCallExpression(node)) {
      const spec = node.arguments[maker.spec];
      if (spec && ts.isObjectLiteralExpression(spec)) {
        const kept = spec.properties.filter((p) => !(p.name && ts.isIdentifier(p.name) && maker.parts.has(p.name.text)));
        const args = node.arguments.map((a, i) => (i === maker.spec ? context.factory.updateObjectLiteralExpression(spec, kept) : a));
        return context.factory.updateCallExpression(node, node.expression, node.typeArguments, args);
      }
    }
    return ts.visitEachChild(node, visit, context);
  };
  return ts.visitNode(root, visit) as ts.SourceFile;
};

/** How often each name is referred to (declarations, property names and member names are not references). */
function references(file: ts.SourceFile): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isNamePosition(node)) counts.set(node.text, (counts.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return counts;
}

function isNamePosition(id: ts.Identifier): boolean {
  const parent = id.parent;
  // `{ page }` and `export { x }` name a binding they refer to.
  if (ts.isShorthandPropertyAssignment(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === id;
  if (ts.isQualifiedName(parent)) return parent.right === id;
  if (ts.isImportSpecifier(parent)) return true;
  // Any other node's `name` (a declaration, a property, a member) is not a reference.
  return (parent as ts.NamedDeclaration).name === id;
}

const isExported = (s: ts.Statement) => ts.canHaveModifiers(s) && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Drops unexported variables and imported values nothing refers to; an import left with types only goes too. */
function pruneUnused(file: ts.SourceFile): ts.SourceFile {
  const refs = references(file);
  const used = (name: ts.Identifier) => (refs.get(name.text) ?? 0) > 0;
  const statements: ts.Statement[] = [];
  for (const s of file.statements) {
    if (ts.isVariableStatement(s) && !isExported(s)) {
      const kept = s.declarationList.declarations.filter((d) => !ts.isIdentifier(d.name) || used(d.name));
      if (kept.length === s.declarationList.declarations.length) statements.push(s);
      else if (kept.length)
        statements.push(
          ts.factory.updateVariableStatement(s, s.modifiers, ts.factory.updateVariableDeclarationList(s.declarationList, kept)),
        );
      continue;
    }
    if (ts.isImportDeclaration(s) && s.importClause && !s.importClause.isTypeOnly) {
      const clause = s.importClause;
      const name = clause.name && used(clause.name) ? clause.name : undefined;
      let bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings) && !used(bindings.name)) bindings = undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        const specifiers = bindings.elements.filter((e) => !e.isTypeOnly && used(e.name));
        bindings = specifiers.length ? ts.factory.updateNamedImports(bindings, specifiers) : undefined;
      }
      if (name || bindings)
        statements.push(
          ts.factory.updateImportDeclaration(
            s,
            s.modifiers,
            ts.factory.updateImportClause(clause, false, name, bindings),
            s.moduleSpecifier,
            s.attributes,
          ),
        );
      continue;
    }
    statements.push(s);
  }
  return ts.factory.updateSourceFile(file, statements);
}
