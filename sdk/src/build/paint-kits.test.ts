import { expect, it } from 'vitest';
import { kitNames, splitKitImports } from './paint-kits.js';

const CORE_KIT = '@atrium/mantine-paint';
const HOOKS_KIT = '@atrium/mantine-hooks-paint';
const WRITE_KIT = '@atrium/mantine-write';

it("imports of a kit's names go to its share key; the rest of the package stays where it was, a bare import goes", async () => {
  const kits = await kitNames();
  const core = kits.get('@mantine/core')![0]!.names;
  expect(core.has('Button') && core.has('MantineProvider')).toBe(true);
  expect(core.has('Rating')).toBe(false);
  const source = [
    'import { jsx as _jsx } from "react/jsx-runtime";',
    'import { Button, Rating as Stars, Stack } from "@mantine/core";',
    "import { Kbd } from '@mantine/core'",
    'export { Card, Stepper } from "@mantine/core";',
    'import { useDisclosure, useHotkeys } from "@mantine/hooks";',
    'import * as Mantine from "@mantine/core";',
    'import "@mantine/core/styles.css";',
    "import '@mantine/hooks';",
    'const later = import("@mantine/core");',
  ].join('\n');
  expect(splitKitImports(source, kits).split('\n')).toEqual([
    'import { jsx as _jsx } from "react/jsx-runtime";',
    `import { Button, Stack } from '${CORE_KIT}';import { Rating as Stars } from '@mantine/core';`,
    "import { Kbd } from '@mantine/core'",
    `export { Card } from '${CORE_KIT}';export { Stepper } from '@mantine/core';`,
    `import { useDisclosure } from '${HOOKS_KIT}';import { useHotkeys } from '@mantine/hooks';`,
    'import * as Mantine from "@mantine/core";',
    'import "@mantine/core/styles.css";',
    '',
    'const later = import("@mantine/core");',
  ]);
});

it('an import naming only the kit keeps nothing of the package, and a module without one is left as it is', async () => {
  const kits = await kitNames();
  expect(splitKitImports('import { Group as Row, Text } from "@mantine/core";\nRow(Text);', kits)).toBe(
    `import { Group as Row, Text } from '${CORE_KIT}';\nRow(Text);`,
  );
  const plain = 'import { useState } from "react";';
  expect(splitKitImports(plain, kits)).toBe(plain);
});

it("a package's kits share no name, and one import is split between them and the rest of the package", async () => {
  const kits = await kitNames();
  const [paint, write] = kits.get('@mantine/core')!;
  expect([...write!.names].filter((n) => paint!.names.has(n))).toEqual([]);
  expect(splitKitImports('import { Card, Textarea as Box, Rating } from "@mantine/core";', kits)).toBe(
    `import { Card } from '${CORE_KIT}';import { Textarea as Box } from '${WRITE_KIT}';import { Rating } from '@mantine/core';`,
  );
});
