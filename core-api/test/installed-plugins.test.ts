import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { everyInstalledPlugin } from './support/installed.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-refused-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('every installed plugin (the isolation suite loads its plugins with it)', () => {
  it('fails with the refusal line when a plugin does not load', async () => {
    const broken = path.join(dir, 'plugin-broken');
    fs.mkdirSync(path.join(broken, 'server'), { recursive: true });
    fs.writeFileSync(path.join(broken, 'package.json'), JSON.stringify({ name: 'plugin-broken', version: '1.0.0', atrium: {} }));
    fs.writeFileSync(path.join(broken, 'server', 'index.ts'), "throw new Error('broken on purpose');\n");
    await expect(everyInstalledPlugin({ ...process.env, PLUGINS_DIR: dir })).rejects.toThrow(
      /plugins refused at start:\nplugin plugin-broken refused: its server entry failed to load \(broken on purpose\)/,
    );
  });

  it('answers the plugins of this installation when none is refused', async () => {
    const { plugins } = await everyInstalledPlugin({ ...process.env, PLUGINS_DIR: '', PLUGINS: '' });
    expect(plugins.map((p) => p.code)).toContain('chat');
  });
});
