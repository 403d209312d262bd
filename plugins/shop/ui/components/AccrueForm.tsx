import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useShell, useT } from '@atrium/sdk/ui';
import { MAX_COINS } from '../../shared/constants.js';
import { AccrueInput } from '../../shared/schemas.js';
import type { ShopSettingsView } from '../../shared/types.js';
import { useAchievements, useEmployeeSearch, useShopActions } from '../api.js';
import { useCheckedForm } from './errors.js';

/** A manager gives an employee coins for an achievement, optionally announced on the company wall. */
export function AccrueForm({ settings, onClose }: { settings: ShopSettingsView; onClose: () => void }) {
  const t = useT();
  const { toast } = useShell();
  const { accrue } = useShopActions();
  const [search, setSearch] = useState('');
  const employees = useEmployeeSearch(search);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const achievements = useAchievements(1, 100);
  const [user, setUser] = useState<string | null>(null);
  const [achievement, setAchievement] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [comment, setComment] = useState('');
  const [publish, setPublish] = useState(false);
  const { errors, submit, refused } = useCheckedForm(AccrueInput, {
    user: user ?? undefined,
    achievement: achievement ?? undefined,
    amount: amount === '' ? undefined : Number(amount),
    comment,
    publish,
  });
  const err = (f: string) => (errors[f] ? t(`rules.${errors[f]}`, errors[f]) : undefined);
  const save = () =>
    submit((data) =>
      accrue.mutate(data, {
        onSuccess: () => {
          toast({ message: t('accrue.done'), color: 'green' });
          onClose();
        },
        onError: refused,
      }),
    );
  return (
    <Modal opened onClose={onClose} title={t('accrue.title')} centered>
      <Stack>
        <Select
          label={t('accrue.recipient')}
          required
          searchable
          // The search answers 20 at a time; the chosen employee stays an option when the text changes.
          data={[...(chosen ? [chosen] : []), ...(employees.data ?? []).filter((e) => e.value !== chosen?.value)]}
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          value={user}
          onChange={(v, option) => {
            setUser(v);
            setChosen(v ? option : null);
          }}
          error={err('user')}
          nothingFoundMessage={t('accrue.nobody')}
          data-autofocus
        />
        <Select
          label={t('accrue.achievement')}
          required
          searchable
          data={(achievements.data?.result ?? []).map((a) => ({ value: a._id, label: a.name }))}
          value={achievement}
          onChange={setAchievement}
          error={err('achievement')}
          nothingFoundMessage={t('achievements.empty')}
        />
        <NumberInput
          label={t('accrue.amount', { coin: settings.coinShort || settings.coin.toUpperCase() })}
          required
          min={1}
          max={MAX_COINS}
          value={amount}
          onChange={setAmount}
          error={err('amount')}
        />
        <Textarea label={t('accrue.comment')} autosize minRows={2} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
        <Checkbox label={t('accrue.publish')} checked={publish} onChange={(e) => setPublish(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={accrue.isPending}>
            {t('accrue.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
