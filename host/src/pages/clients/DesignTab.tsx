import { useState } from 'react';
import {
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { ClientDesign } from '@atrium/sdk/shared';
import { imageSize, uploadFile } from '../shared/files.js';
import { errorText } from '../shared/errors.js';
import { issuesByField } from '../shared/form.js';
import type { ClientRow } from './types.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { useMenuEntries } from '../../plugins/titles.js';

/** The client header image: 160 px high and at least 1000 px wide (docs/architecture.md, Limits). */
export const HEAD_HEIGHT = 160;
export const HEAD_MIN_WIDTH = 1000;

const FONTS = ['Inter', 'Roboto', 'Open Sans', 'PT Sans', 'Montserrat', 'Arial', 'Georgia'];
type Image = 'logo' | 'head' | 'sidePanel';
type MenuRow = { key: string; title?: string; order: number };

/** Design: logo, header image (size checked in the browser before upload), side panel, colours, font, menu titles and order. */
export function DesignTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const d = (client.design ?? {}) as Record<string, unknown>;
  const savedMenu = (d.menu as MenuRow[] | undefined) ?? [];
  const [design, setDesign] = useState<Record<string, unknown>>({
    logo: d.logo ?? null,
    head: d.head ?? null,
    sidePanel: d.sidePanel ?? null,
    backgroundColor: d.backgroundColor ?? null,
    textColor: d.textColor ?? null,
    font: d.font ?? null,
  });
  const entries = useMenuEntries((client.features ?? []).filter((f) => f.active).map((f) => f.feature));
  const [edited, setMenu] = useState<MenuRow[] | null>(null);
  const menu = edited ?? entries.map((e) => savedMenu.find((m) => m.key === e.key) ?? { key: e.key, order: e.order });
  const entryTitle = (key: string) => entries.find((e) => e.key === key)?.title ?? key;
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const upload = async (field: Image, file: File | null) => {
    if (!file) return;
    setFailure(null);
    try {
      if (field === 'head') {
        const size = await imageSize(file);
        if (size.height !== HEAD_HEIGHT || size.width < HEAD_MIN_WIDTH) {
          setFailure(`${t('errors.imageSize')}: ${t('clientsAdmin.headRule', { width: size.width, height: size.height })}`);
          return;
        }
      }
      // The file belongs to the client being edited, not to the one the superadmin works in (if any).
      const up = await uploadFile(api, file, 'any', client.workspace);
      setDesign((cur) => ({ ...cur, [field]: up.url }));
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  const save = async () => {
    const body = {
      ...design,
      menu: menu.map((m) => ({ key: m.key, order: m.order, ...(m.title?.trim() ? { title: m.title.trim() } : {}) })),
    };
    const r = ClientDesign.safeParse(body);
    if (!r.success) return setErrors(issuesByField(r.error));
    setErrors({});
    try {
      await api.put(`/api/clients/${client._id}`, { design: r.data }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['client', client._id] });
      toast({ message: t('screens.saved'), color: 'green' });
      setFailure(null);
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  const imageRow = (field: Image) => (
    <Stack key={field} gap={4}>
      <Text size="sm" fw={500}>
        {t(`clientsAdmin.design.${field}`)}
      </Text>
      {field === 'head' && (
        <Text size="xs" c="dimmed">
          {t('clientsAdmin.headHint', { height: HEAD_HEIGHT, width: HEAD_MIN_WIDTH })}
        </Text>
      )}
      {design[field] ? (
        <Image
          src={design[field] as string}
          alt=""
          h={field === 'head' ? 80 : 60}
          w="auto"
          fit="contain"
          radius="sm"
          data-testid={`design-${field}`}
        />
      ) : (
        <Text size="xs" c="dimmed">
          —
        </Text>
      )}
      <Group gap="xs">
        <FileButton accept="image/png,image/jpeg,image/webp,image/svg+xml" onChange={(f) => void upload(field, f)}>
          {(props) => (
            <Button {...props} size="xs" variant="light" data-testid={`upload-${field}`}>
              {t('clientsAdmin.upload')}
            </Button>
          )}
        </FileButton>
        {!!design[field] && (
          <Button size="xs" variant="subtle" color="red" onClick={() => setDesign({ ...design, [field]: null })}>
            {t('screens.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  return (
    <Stack data-testid="design">
      <ErrorAlert message={failure} testId="design-error" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {(['logo', 'head', 'sidePanel'] as const).map(imageRow)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ColorInput
          label={t('clientsAdmin.design.backgroundColor')}
          value={(design.backgroundColor as string) ?? ''}
          onChange={(v) => setDesign({ ...design, backgroundColor: v || null })}
          error={errors.backgroundColor}
        />
        <ColorInput
          label={t('clientsAdmin.design.textColor')}
          value={(design.textColor as string) ?? ''}
          onChange={(v) => setDesign({ ...design, textColor: v || null })}
          error={errors.textColor}
        />
        <Select
          label={t('clientsAdmin.design.font')}
          clearable
          data={FONTS}
          value={(design.font as string) ?? null}
          onChange={(v) => setDesign({ ...design, font: v })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('clientsAdmin.design.menu')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clientsAdmin.design.menuEntry')}</Table.Th>
            <Table.Th>{t('clientsAdmin.design.menuTitle')}</Table.Th>
            <Table.Th w={110}>{t('clientsAdmin.design.menuOrder')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {menu.map((m, i) => (
            <Table.Tr key={m.key}>
              <Table.Td>
                <Text size="sm">{entryTitle(m.key)}</Text>
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`${t('clientsAdmin.design.menuTitle')}: ${entryTitle(m.key)}`}
                  maxLength={100}
                  value={m.title ?? ''}
                  onChange={(e) => setMenu(menu.map((x, j) => (j === i ? { ...x, title: e.currentTarget.value } : x)))}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label={`${t('clientsAdmin.design.menuOrder')}: ${entryTitle(m.key)}`}
                  value={m.order}
                  onChange={(v) => setMenu(menu.map((x, j) => (j === i ? { ...x, order: Math.trunc(Number(v) || 0) } : x)))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void save()} data-testid="design-save">
        {t('screens.save')}
      </Button>
    </Stack>
  );
}
