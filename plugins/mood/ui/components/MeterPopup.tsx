import { Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { RATING_MAX, RATING_MIN } from '../../shared/constants.js';
import { MoodInput } from '../../shared/schemas.js';
import { useRate } from '../api.js';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/** The question itself, loaded only when a check is due (most page loads never need it). */
export function MeterPopup({ userId, onLater }: { userId: string; onLater: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const rate = useRate(userId);
  const form = useSchemaForm(MoodInput, { rating: 0 });
  const failure = rate.error && !refusedFields(rate.error) ? text(rate.error) : null;
  const send = form.submit(async (body) => {
    await rate.mutateAsync(body);
    toast({ message: t('meter.thanks'), color: 'green' });
  });
  return (
    <Modal opened onClose={onLater} title={t('meter.title')} centered data-testid="mood-meter">
      <form onSubmit={send} noValidate>
        <Stack>
          <Text size="sm" id="mood-scale">
            {t('meter.scale', { min: RATING_MIN, max: RATING_MAX })}
          </Text>
          <Chip.Group
            value={form.values.rating ? String(form.values.rating) : ''}
            onChange={(v) => form.setFieldValue('rating', Number(v))}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="mood-scale">
              {RATINGS.map((r) => (
                <Chip key={r} value={r} variant="outline" size="md" aria-label={t('meter.rating', { rating: r })}>
                  {r}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {(form.errors.rating || failure) && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors.rating ?? failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onLater}>
              {t('meter.later')}
            </Button>
            <Button type="submit" loading={rate.isPending}>
              {t('meter.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
