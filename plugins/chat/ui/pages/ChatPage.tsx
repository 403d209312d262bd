import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useParams } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { ChatList } from '../components/ChatList.js';
import { ChatPane } from '../components/ChatPane.js';

/** /chat and /chat/{_id}: the list beside the open chat; on a phone one of them at a time. */
export function ChatPage() {
  const t = useT();
  const { _id } = useParams();
  // Read at once: a phone's first render would otherwise lay out the list beside the room, asking for the
  // list (and its avatars) and rendering it before the effect switches to the room alone.
  const phone = useMediaQuery('(max-width: 768px)', undefined, { getInitialValueInEffect: false });
  return (
    <Stack p={phone ? 'xs' : 'md'} gap="sm">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {(!phone || !_id) && (
          <Box w={phone ? '100%' : 340} style={{ flexShrink: 0 }}>
            <ChatList selected={_id} />
          </Box>
        )}
        {_id ? (
          <Box style={{ flex: 1, minWidth: 0 }}>
            <ChatPane key={_id} id={_id} phone={!!phone} />
          </Box>
        ) : (
          !phone && (
            <Text c="dimmed" mt="xl">
              {t('list.pick')}
            </Text>
          )
        )}
      </Group>
    </Stack>
  );
}
