import { useState } from 'react';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { resetFeed, useCalendarMutation, useFeed } from '../api.js';

/** The secret iCalendar address to subscribe phone and desktop calendars to, and its reset. */
export function FeedButton() {
  const t = useT('calendar');
  const [open, setOpen] = useState(false);
  const feed = useFeed(open);
  const reset = useCalendarMutation(resetFeed);
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : '';
  return (
    <>
      <Button variant="default" size="sm" onClick={() => setOpen(true)}>
        {t('feed.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('feed.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('feed.help')}</Text>
          <TextInput label={t('feed.address')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Group justify="space-between" wrap="wrap">
            <Button variant="subtle" color="red" loading={reset.isPending} onClick={() => reset.mutate(undefined)}>
              {t('feed.reset')}
            </Button>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button onClick={copy} disabled={!url}>
                  {t(copied ? 'feed.copied' : 'feed.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('feed.resetHelp')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
