import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { vendorOf, savedVendor } from '../../session/vendor.js';
import { LanguageSwitch } from '../../shell/LanguageSwitch.js';

/** The frame of the sign-in and account screens: vendor mark, title, a card, the language switch. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const vendor = vendorOf(savedVendor());
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="flex-end" p="sm">
        <LanguageSwitch />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Group justify="center" gap="sm">
            <img src={vendor.favicon} alt="" width={40} height={40} />
            <Title order={1} size="h2">
              {vendor.title}
            </Title>
          </Group>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Title order={2} size="h3" mb="md">
              {title}
            </Title>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
