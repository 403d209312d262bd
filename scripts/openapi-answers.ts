/**
 * The answer schemas of the API document, read from the TypeScript types of the routes: a contract's wire
 * type (`wire.result<T>()`, `wire.page<T>()`, `wire.feed<T>()`), and for a core route declared by path the
 * handler's return type. `npm run openapi` writes them to docs/api/answers.json, which the server merges
 * into the document it serves, so no TypeScript is compiled while serving.
 *
 * Why the compiler's checker and not ts-json-schema-generator: the generator reads type nodes as written and
 * cannot evaluate what the checker computes: a contract's answer is a type argument inferred through
 * `defineRoute(…)` (it fails on `typeof contracts.x` with "Unknown node of kind Identifier"), wire types
 * reach `z.infer<…>` of zod schemas (it fails on polls' `AnswerValue`), and a core route's answer is the
 * inferred return type of an inline handler, which has no name to point a generator at.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { openApiPath, type OpenApiAnswers } from '@atrium/core-api';

type Schema = Record<string, unknown>;

const VERBS = new Set(['get', 'post', 'put', 'delete']);
/** Types JSON writes as text or bytes, whatever their members. */
const DATE = new Set(['Date']);
const BYTES = new Set(['Buffer', 'Uint8Array', 'Blob', 'ArrayBuffer', 'ReadStream', 'Readable', 'ReadableStream']);
/** A guard for deep anonymous types (named ones become references, and one met again on its own path is open). */
const MAX_DEPTH = 8;

/** The files that declare routes: the SDK's and plugins' contracts, and the core's areas. */
function routeFiles(root: string): string[] {
  const ts_ = (dir: string, recursive: boolean) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive, withFileTypes: true })
          .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name))
          .map((e) => path.join(e.parentPath, e.name))
      : [];
  const plugins = path.join(root, 'plugins');
  // The workspace's plugins as the lock records them: a plugin that scripts/create-plugin.test.ts scaffolds into
  // plugins/ for a moment, while this runs beside it, is none of them.
  const locked =
    (JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages?: Record<string, unknown> }).packages ?? {};
  return [
    ...ts_(path.join(root, 'sdk/src/shared'), false),
    ...fs
      .readdirSync(plugins)
      .filter((p) => `plugins/${p}` in locked)
      .sort()
      .flatMap((p) => ts_(path.join(plugins, p, 'shared'), false)),
    ...ts_(path.join(root, 'core-api/src'), true),
  ].filter((f) => /defineRoute\(|\br\.(get|post|put|delete)\(/.test(fs.readFileSync(f, 'utf8')));
}

/** The answer schemas of every route the sources under `root` declare. */
export function answerSchemas(root: string): OpenApiAnswers {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, ts.sys as never)!;
  const program = ts.createProgram(routeFiles(root), config.options);
  const checker = program.getTypeChecker();
  const convert = new Converter(checker, root);
  const operations: Record<string, Schema> = {};
  const add = (method: string, routePath: string, schema: Schema) => {
    operations[`${method.toUpperCase()} ${openApiPath(`/api${routePath}`)}`] = schema;
  };

  for (const file of program.getRootFileNames().map((f) => program.getSourceFile(f)!)) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const contract = contractAnswer(checker, node);
        if (contract) add(contract.method, contract.path, convert.schema(contract.wire));
        const verb = verbAnswer(checker, node);
        if (verb) add(verb.method, verb.path, convert.answer(verb.returns));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const { schemas, rename } = convert.components();
  return { operations: sortedByKey(Object.entries(operations).map(([op, s]) => [op, rename(s)])), schemas };
}

/** A string the checker knows the value of: a literal or a constant. */
function literal(checker: ts.TypeChecker, node: ts.Node | undefined): string | null {
  if (!node) return null;
  const t = checker.getTypeAtLocation(node);
  return t.isStringLiteral() ? t.value : null;
}

/** `defineRoute(method, path, { answer: wire.result<T>() })` → its wire type; files answer bytes, not JSON. */
function contractAnswer(checker: ts.TypeChecker, call: ts.CallExpression) {
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'defineRoute') return null;
  const method = literal(checker, call.arguments[0]);
  const routePath = literal(checker, call.arguments[1]);
  if (!method || !routePath) return null;
  const answer = checker.getTypeAtLocation(call).getProperty('answer');
  const answerType = answer && checker.getTypeOfSymbolAtLocation(answer, call);
  const kind = answerType?.getProperty('kind');
  const wire = answerType?.getProperty('wire');
  const kindType = kind && checker.getTypeOfSymbolAtLocation(kind, call);
  if (!wire || !kindType || (kindType.isStringLiteral() && kindType.value === 'file')) return null;
  return { method, path: routePath, wire: checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(wire, call)) };
}

/** `r.get(path, opts, handler)` of a core area → the handler's awaited return type; a declared `answer` (a file) is not JSON. */
function verbAnswer(checker: ts.TypeChecker, call: ts.CallExpression) {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !VERBS.has(callee.name.text) || call.arguments.length !== 3) return null;
  if (checker.getTypeAtLocation(callee.expression).getSymbol()?.name !== 'RouteBuilder') return null;
  const routePath = literal(checker, call.arguments[0]);
  const opts = call.arguments[1]!;
  if (!routePath || (ts.isObjectLiteralExpression(opts) && opts.properties.some((p) => p.name?.getText() === 'answer'))) return null;
  const signature = checker.getTypeAtLocation(call.arguments[2]!).getCallSignatures()[0];
  if (!signature) return null;
  return {
    method: callee.name.text,
    path: routePath,
    returns: checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType(),
  };
}

/** ts.Type → JSON Schema 2020-12, as the core's JSON answer carries it (`id` keys as `_id`, dates as ISO text). */
class Converter {
  /** Named types met, by declaration (`file#Name`), with their schemas. */
  private readonly named = new Map<string, { name: string; dir: string; schema: Schema | null }>();
  /** The anonymous types being converted, by the checker's id. */
  private readonly open = new Set<number>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
  ) {}

  /** What a core handler's return value becomes on the wire: a `reply`'s body as is, a page as is, anything else as `{ result }`. */
  answer(returns: ts.Type): Schema {
    const members = returns.isUnion() ? returns.types : [returns];
    const bodies = members.map((t) => {
      if (t.getSymbol()?.name === 'Reply') return this.schema(this.checker.getTypeArguments(t as ts.TypeReference)[0]!);
      if (isPage(this.checker, t)) return this.schema(t);
      return object({ result: this.schema(t) }, ['result']);
    });
    return bodies.length === 1 ? bodies[0]! : { anyOf: bodies };
  }

  schema(type: ts.Type, depth = 0): Schema {
    const c = this.checker;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.Never) return { not: {} };
    // `{ result: out ?? null }`: nothing returned is sent as null.
    if (f & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { type: 'null' };
    if (f & ts.TypeFlags.StringLike) return type.isStringLiteral() ? { type: 'string', const: type.value } : { type: 'string' };
    if (f & ts.TypeFlags.NumberLike) return type.isNumberLiteral() ? { type: 'number', const: type.value } : { type: 'number' };
    if (f & ts.TypeFlags.BigIntLike) return { type: 'integer' };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: (type as { intrinsicName?: string }).intrinsicName === 'true' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isUnion()) return this.union(type, depth);
    const symbolName = type.getSymbol()?.name ?? '';
    if (DATE.has(symbolName)) return { type: 'string', format: 'date-time' };
    if (BYTES.has(symbolName)) return { type: 'string', format: 'binary' };
    if (c.isArrayType(type) || c.isTupleType(type)) {
      const items = c.getTypeArguments(type as ts.TypeReference);
      if (c.isTupleType(type)) return { type: 'array', prefixItems: items.map((t) => this.schema(t, depth + 1)), minItems: items.length };
      return { type: 'array', items: this.schema(items[0]!, depth + 1) };
    }
    if (type.isIntersection()) {
      // A branded primitive (`string & { __brand }`) is its primitive.
      const primitive = type.types.find((t) => t.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike));
      if (primitive) return this.schema(primitive, depth);
    }
    const ref = this.reference(type, depth);
    if (ref) return ref;
    // A library's class or interface (a query builder, a stream) is no answer shape we describe.
    if (this.isLibraryType(type)) return {};
    const id = (type as { id?: number }).id;
    if (depth > MAX_DEPTH || id === undefined || this.open.has(id)) return {};
    this.open.add(id);
    try {
      return this.object(type, depth);
    } finally {
      this.open.delete(id);
    }
  }

  private union(type: ts.UnionType, depth: number): Schema {
    const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const bools = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const parts: Schema[] = bools.length === 2 ? [{ type: 'boolean' }] : bools.map((t) => this.schema(t, depth));
    // Literals of one type are an enum.
    const strings = rest.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
    const numbers = rest.filter((t) => t.isNumberLiteral()).map((t) => (t as ts.NumberLiteralType).value);
    if (strings.length) parts.push(strings.length > 1 ? { type: 'string', enum: strings } : { type: 'string', const: strings[0] });
    if (numbers.length) parts.push(numbers.length > 1 ? { type: 'number', enum: numbers } : { type: 'number', const: numbers[0] });
    for (const t of rest) if (!t.isStringLiteral() && !t.isNumberLiteral()) parts.push(this.schema(t, depth));
    const unique = parts.filter((p, i) => parts.findIndex((q) => JSON.stringify(q) === JSON.stringify(p)) === i);
    return unique.length === 1 ? unique[0]! : { anyOf: unique };
  }

  /** A type our own sources name (an interface, a class, a type alias without type arguments) is a component. */
  private reference(type: ts.Type, depth: number): Schema | null {
    const alias = type.aliasSymbol && !type.aliasTypeArguments?.length ? type.aliasSymbol : null;
    const symbol =
      alias ??
      (type.getSymbol() && type.getSymbol()!.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) && !isGenericInstance(type)
        ? type.getSymbol()!
        : null);
    if (!symbol || !this.isOurs(symbol)) return null;
    const file = symbol.declarations![0]!.getSourceFile().fileName;
    const key = `${path.relative(this.root, file)}#${symbol.name}`;
    if (!this.named.has(key)) {
      this.named.set(key, { name: symbol.name, dir: path.relative(this.root, file).split(path.sep)[1] ?? '', schema: null });
      // What is left by now is an object or an intersection of objects (unions, arrays and primitives went before).
      this.named.get(key)!.schema = this.object(type, depth);
    }
    return { $ref: `#/components/schemas/${key}` };
  }

  private isOurs(symbol: ts.Symbol): boolean {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    return !!file && file.startsWith(this.root) && !file.includes('/node_modules/');
  }

  private isLibraryType(type: ts.Type): boolean {
    const symbol = type.getSymbol();
    return !!symbol && !!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) && !this.isOurs(symbol);
  }

  private object(type: ts.Type, depth: number): Schema {
    const c = this.checker;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const prop of c.getPropertiesOfType(type)) {
      if (prop.flags & ts.SymbolFlags.Method) continue;
      const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
      const propType = declaration ? c.getTypeOfSymbolAtLocation(prop, declaration) : c.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length) continue;
      // The core renames every `id` key of an answer to `_id`.
      const name = prop.name === 'id' ? '_id' : prop.name;
      properties[name] = this.schema(propType, depth + 1);
      const optional =
        prop.flags & ts.SymbolFlags.Optional || (propType.isUnion() && propType.types.some((t) => t.flags & ts.TypeFlags.Undefined));
      if (!optional) required.push(name);
    }
    const index = c.getIndexInfosOfType(type)[0];
    return {
      ...object(properties, required),
      ...(index ? { additionalProperties: this.schema(index.type, depth + 1) } : {}),
    };
  }

  /**
   * The named schemas, each under its own name, or its folder's name first where two folders use one
   * name; `rename` turns the references handed out so far into references to those names.
   */
  components(): { schemas: Record<string, Schema>; rename: (s: Schema) => Schema } {
    const count = new Map<string, number>();
    for (const n of this.named.values()) count.set(n.name, (count.get(n.name) ?? 0) + 1);
    const names = new Map([...this.named].map(([key, n]) => [key, count.get(n.name)! > 1 ? `${n.dir}_${n.name}` : n.name]));
    const rename = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(rename)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v).map(([k, x]) => [
                k,
                k === '$ref' && typeof x === 'string'
                  ? `#/components/schemas/${names.get(x.slice('#/components/schemas/'.length))}`
                  : rename(x),
              ]),
            )
          : v;
    return {
      schemas: sortedByKey([...this.named].map(([key, n]) => [names.get(key)!, rename(n.schema) as Schema])),
      rename: rename as (s: Schema) => Schema,
    };
  }
}

const sortedByKey = (entries: [string, Schema][]): Record<string, Schema> =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const object = (properties: Record<string, Schema>, required: string[]): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

const isGenericInstance = (type: ts.Type) =>
  !!(type.flags & ts.TypeFlags.Object) &&
  !!((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) &&
  ((type as ts.TypeReference).typeArguments?.length ?? 0) > 0;

/** A page or feed page, which the core sends as is: an array `result` beside `page` and `total`. */
function isPage(checker: ts.TypeChecker, type: ts.Type): boolean {
  const result = type.getProperty('result');
  return (
    !!result &&
    !!type.getProperty('page') &&
    !!type.getProperty('total') &&
    checker.isArrayType(checker.getNonNullableType(checker.getTypeOfSymbol(result)))
  );
}
