import { Stack } from '@mantine/core';
import { BirthdaysWidget } from './BirthdaysWidget.js';
import { LinksWidget } from './LinksWidget.js';
import { ThanksWidget } from './ThanksWidget.js';

/** The wall's own contribution to the `wall.widgets` slot: birthdays, thanks and links. */
export function WallWidgets() {
  return (
    <Stack gap="md">
      <BirthdaysWidget />
      <ThanksWidget />
      <LinksWidget />
    </Stack>
  );
}
