import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { moduleAt, moduleOf, sourceAt } from './source-map.js';

it("names a profiled function's module: a package, a folder of the host or the SDK", () => {
  expect(moduleOf('webpack://atrium_host/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
  expect(moduleOf('webpack://atrium_host/../node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('@mantine/core');
  expect(moduleOf('webpack://atrium_host/./src/shell/Layout.tsx')).toBe('host/src/shell');
  expect(moduleOf('webpack://atrium_host/../sdk/src/ui/hooks.ts')).toBe('sdk/src/ui');
});

it("finds a position of a built script in its map, past the compile hint put before it, and a remote's script by its path", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-source-map-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/start.js'), '//# allFunctionsCalledOnLoad\nfunction a(){}function b(){}');
  // Line 0: column 0 from source 0, column 14 from source 1 (VLQ: A = 0, C = +1, c = 14).
  const map = {
    version: 3,
    sources: ['webpack://atrium_host/../node_modules/react/index.js', 'webpack://atrium_host/./src/boot/kept-page.ts'],
    mappings: 'AAAA,cCAA',
  };
  fs.writeFileSync(path.join(dist, 'assets/start.js.map'), JSON.stringify(map));
  const maps = { hostDist: dist, cache: new Map() };
  const at = (url: string, column: number) => moduleAt(maps, { url, line: 1, column, functionName: 'f' });
  expect(at('http://127.0.0.1/assets/start.js', 3)).toBe('react');
  expect(at('http://127.0.0.1/assets/start.js', 20)).toBe('host/src/boot');
  expect(at('http://127.0.0.1/plugins/wall/plugin.1ca77f8c.js', 0)).toBe('/plugins/wall');
  expect(moduleAt(maps, { url: '', line: 0, column: 0, functionName: '(garbage collector)' })).toBe('(garbage collector)');
  fs.rmSync(dist, { recursive: true, force: true });
});

it('names a minified function by the function declared where its start maps to', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-source-map-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/start.js'), 'function a(){}function b(){}const c=()=>0;[].map(()=>0)');
  // Columns 10, 24, 30 and 46 from source 0's lines 0 to 3 (VLQ: U = 10, c = 14, M = 6, g = 16, C = +1).
  const map = {
    version: 3,
    sources: ['webpack://atrium_host/../node_modules/react-dom/cjs/react-dom-client.production.js'],
    sourcesContent: [
      'function commitRoot(root) {}\nfunction renderRootSync(root) {}\nexport const useMe = (): Me => host.me;\nlanes.map((l) => l.name);',
    ],
    mappings: 'UAAA,cACA,MACA,gBACA',
  };
  fs.writeFileSync(path.join(dist, 'assets/start.js.map'), JSON.stringify(map));
  const maps = { hostDist: dist, cache: new Map() };
  const at = (column: number) => sourceAt(maps, { url: 'http://127.0.0.1/assets/start.js', line: 0, column, functionName: 'x' });
  expect(at(10)).toEqual({ module: 'react-dom', name: 'commitRoot' });
  expect(at(24)).toEqual({ module: 'react-dom', name: 'renderRootSync' });
  expect(at(30)).toEqual({ module: 'react-dom', name: 'useMe' });
  expect(at(46)).toEqual({ module: 'react-dom', name: 'react-dom-client.production.js:4' });
  expect(at(3)).toEqual({ module: '/assets/start.js', name: 'x' });
  fs.rmSync(dist, { recursive: true, force: true });
});
