import { IconMoodSmile } from '@tabler/icons-react';
import { ActionIcon } from '@mantine/core';
import { Deferred, useT } from '@atrium/sdk/ui';

// The grid's popover is not part of the first paint (docs/benchmarks.md in the repository, "First-paint kits").
const loadEmojiGrid = () => import('./EmojiGrid.js');

/**
 * Toggles a small emoji grid; the target (where the emoji goes) is kept only while it is open
 * (wall README, Rules): `onPick` is the caller's insert-at-caret for the field that opened it.
 */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const t = useT();
  return (
    <Deferred
      load={loadEmojiGrid}
      target={
        <ActionIcon variant="subtle" aria-label={t('emoji')}>
          <IconMoodSmile size={20} aria-hidden />
        </ActionIcon>
      }
      onPick={onPick}
    />
  );
}
