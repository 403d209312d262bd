import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readRemoteBuild } from '../src/plugins/remote-build.js';

function pluginDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-remote-'));
  fs.mkdirSync(path.join(dir, 'dist/ui'), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'dist/ui', name), text);
  return dir;
}

it("a built remote is announced under its build hash, with its page's scripts and texts as URLs", () => {
  const dir = pluginDir({
    'build-hash.txt': 'abc123\n',
    'preload.json': JSON.stringify({ scripts: ['plugin.1a2b.js'], texts: { en: ['854.ff.js'], uk: ['283.ee.js'] } }),
  });
  expect(readRemoteBuild('wall', dir, '1.0.0')).toEqual({
    hash: 'abc123',
    remoteEntry: '/plugins/wall/remoteEntry.js?v=abc123',
    preload: { scripts: ['/plugins/wall/plugin.1a2b.js'], texts: { en: ['/plugins/wall/854.ff.js'], uk: ['/plugins/wall/283.ee.js'] } },
  });
});

it('a list naming anything but a script of its own folder is not handed out; a remote without one still loads', () => {
  for (const list of [
    ...[['../../assets/main.js'], ['https://elsewhere.example/x.js'], ['styles.css']].map((scripts) =>
      JSON.stringify({ scripts, texts: {} }),
    ),
    '{"scripts": [',
  ]) {
    const dir = pluginDir({ 'build-hash.txt': 'h1', 'preload.json': list });
    expect(readRemoteBuild('wall', dir).preload).toEqual({ scripts: [], texts: {} });
  }
  expect(readRemoteBuild('polls', pluginDir({}), '2.0.0')).toEqual({
    hash: null,
    remoteEntry: '/plugins/polls/remoteEntry.js?v=2.0.0',
    preload: { scripts: [], texts: {} },
  });
});
