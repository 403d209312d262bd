import { useState } from 'react';
import { IconMoodSmile } from '@tabler/icons-react';
import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤩',
  '😎',
  '🤔',
  '😅',
  '😢',
  '😮',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🙌',
  '🎉',
  '🎂',
  '🔥',
  '❤️',
  '💡',
  '✅',
  '🚀',
  '⭐',
  '☕',
  '🍕',
  '🏆',
  '🤝',
  '👋',
  '💯',
];

/**
 * Toggles a small emoji grid; the target (where the emoji goes) is kept only while it is open
 * (wall README, Rules): `onPick` is the caller's insert-at-caret for the field that opened it.
 */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-start" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={t('emoji')} onClick={() => setOpen((o) => !o)}>
          <IconMoodSmile size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={6} spacing={4}>
          {EMOJI.map((e) => (
            <UnstyledButton
              key={e}
              aria-label={e}
              style={{ fontSize: 20, lineHeight: '28px', textAlign: 'center' }}
              onClick={() => {
                onPick(e);
                setOpen(false);
              }}
            >
              {e}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
