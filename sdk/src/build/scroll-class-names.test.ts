import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { RemoveScroll as classNamesOnly } from '../ui/kit/scroll-class-names.js';
import { scrollClassNamesOnly } from './scroll-class-names.js';

const require = createRequire(import.meta.url);
const mantine = (pkg: string, file: string) =>
  fs.readFileSync(path.join(path.dirname(path.dirname(require.resolve(pkg))), 'esm', file), 'utf8');

it("the SDK's class names are react-remove-scroll's", () => {
  const { RemoveScroll } = require('react-remove-scroll') as { RemoveScroll: { classNames: object } };
  expect(classNamesOnly.classNames).toEqual(RemoveScroll.classNames);
});

it('a Mantine module that uses the scroll lock only for its class names gets them without the component', () => {
  const header = scrollClassNamesOnly(mantine('@mantine/core', 'components/AppShell/AppShellHeader/AppShellHeader.mjs'));
  expect(header).toContain('kit/scroll-class-names.ts');
  expect(header).not.toContain("from 'react-remove-scroll'");
  expect(header).toContain('RemoveScroll.classNames.zeroRight');

  const container = scrollClassNamesOnly(mantine('@mantine/notifications', 'Notifications.mjs'));
  expect(container).toContain('kit/scroll-class-names.ts');
  const fromCore = /import \{([^}]*)\} from '@mantine\/core'/.exec(container)![1]!;
  expect(fromCore).toContain('OptionalPortal');
  expect(fromCore).not.toContain('RemoveScroll');
});

it('a module that renders the scroll lock keeps it', () => {
  const modal = mantine('@mantine/core', 'components/ModalBase/ModalBase.mjs');
  expect(scrollClassNamesOnly(modal)).toBe(modal);
  expect(scrollClassNamesOnly("import { Box } from '@mantine/core';\nBox();")).toBe("import { Box } from '@mantine/core';\nBox();");
});
