import { useCallback, useEffect, useState } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { preloadPart, usePart } from '@atrium/sdk/ui';

// The box and @mantine/spotlight are not part of the first paint: they load when the user points at,
// focuses or presses the button, or presses Ctrl+K (docs/architecture.md, "The one search").
const loadSearchBox = () => import('../search/SearchBox.js');
const preload = () => preloadPart(loadSearchBox);

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K, or Cmd+K on a Mac, by the key's place: a Russian or Ukrainian layout types "л" there. */
const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.code === 'KeyK';

/** The header's search: a button that opens the search box; Ctrl+K (Cmd+K) opens it from anywhere. */
export function SearchButton() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const SearchBox = usePart(loadSearchBox, wanted);
  const open = useCallback(() => {
    setWanted(true);
    setOpened(true);
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <UnstyledButton
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('search.title')}
        aria-haspopup="dialog"
        aria-keyshortcuts={MAC ? 'Meta+K' : 'Control+K'}
        data-testid="search-open"
        px={{ base: 6, sm: 'sm' }}
        h={34}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group gap={8} wrap="nowrap">
          <IconSearch size={18} aria-hidden />
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('search.title')}
          </Text>
          <Text component="kbd" size="xs" c="dimmed" visibleFrom="md" aria-hidden>
            {MAC ? '⌘K' : 'Ctrl+K'}
          </Text>
        </Group>
      </UnstyledButton>
      {SearchBox && <SearchBox opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
