import { cloneElement, useState, type ReactElement } from 'react';
import { Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import type { DeferredProps } from '@atrium/sdk/ui';

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

/** The emoji grid of `EmojiPicker`, loaded after the page. */
export default function EmojiGrid({ target, defaultOpened, onPick }: DeferredProps & { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(defaultOpened);
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-start" withinPortal>
      <Popover.Target>
        {cloneElement(target as ReactElement<{ onClick?: () => void }>, { onClick: () => setOpen((o) => !o) })}
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
