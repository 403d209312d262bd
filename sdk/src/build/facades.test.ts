import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { browserSources } from './browser-sources.js';
import { facadeProblems, sharedFacades } from './facades.js';

const root = path.resolve(import.meta.dirname, '../../..');

it('a module importing a name a shared facade does not provide fails with the name, the package and the facade', async () => {
  const facades = await sharedFacades();
  const source = [
    'import { useNavigate, createBrowserRouter as make } from "react-router";',
    'import { z, toJSONSchema } from "zod";',
    'import { Button, NoSuchWidget } from "@mantine/core";',
    'import { useDisclosure } from "@mantine/hooks";',
    'export { Link } from "react-router";',
  ].join('\n');
  expect(facadeProblems(source, 'ui/Page.tsx', facades)).toEqual([
    "ui/Page.tsx imports createBrowserRouter from 'react-router', which the shared facade sdk/src/ui/kit/router.ts does not provide",
    "ui/Page.tsx imports toJSONSchema from 'zod', which the shared facade sdk/src/ui/kit/zod.ts does not provide",
    "ui/Page.tsx imports NoSuchWidget from '@mantine/core', which the shared facade @mantine/core (its kits and the rest of the package) does not provide",
  ]);
});

it('the browser code of the workspace imports only names the facades provide', async () => {
  const facades = await sharedFacades();
  // As the build sees it: types gone (the check runs on SWC's output).
  const problems = browserSources(root)
    .filter((f) => !f.endsWith('.d.ts'))
    .flatMap((f) => {
      const js = ts.transpileModule(fs.readFileSync(f, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
        fileName: f,
      }).outputText;
      return facadeProblems(js, path.relative(root, f), facades);
    });
  expect(problems).toEqual([]);
});
