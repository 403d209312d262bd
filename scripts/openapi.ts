/**
 * `npm run openapi`: reads the answers' schemas from the routes' TypeScript types into docs/api/answers.json,
 * then builds the app with every installed plugin on an in-memory database and writes the OpenAPI document
 * the server serves at GET /api/openapi.json (which merges those answers) to docs/api/openapi.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANSWERS_FILE, configFromEnv, createApp, installedPlugins } from '@atrium/core-api';
import { answerSchemas } from './openapi-answers.js';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/api/openapi.json');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const answers = answerSchemas(root);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(ANSWERS_FILE, json(answers));
console.log(`wrote ${path.relative(root, ANSWERS_FILE)}: ${Object.keys(answers.operations).length} answers`);

const { plugins } = await installedPlugins((line) => console.warn(line));
const config = configFromEnv({
  ...process.env,
  DATABASE_URL: ':memory:',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-openapi-')),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const app = await createApp({ config, plugins });
try {
  const port = await app.listen(0);
  const res = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
  if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  fs.writeFileSync(out, json(doc));
  console.log(`wrote ${path.relative(root, out)}: ${Object.keys(doc.paths).length} paths, ${app.routes.length} operations`);
} finally {
  await app.close();
}
