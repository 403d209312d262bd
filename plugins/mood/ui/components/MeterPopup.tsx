import { useState, type FormEvent } from 'react';
import { Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { RATING_MAX, RATING_MIN } from '../../shared/constants.js';
import { useRate } from '../api.js';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/**
 * The question itself, loaded only when a check is due (most page loads never need it). The server's check
 * decides, as on the sign-in page: a rating not chosen comes back as its rule. A form over the shared schema
 * would load zod and the form kit first, and on a phone's cold visit the question is the largest thing
 * painted, so Lighthouse's LCP waits for it (docs/benchmarks.md, "The cold visit on a phone").
 * No scroll lock: react-remove-scroll-bar measured the page in the render and its style on the body restyled the
 * whole page, two long tasks on a phone; the overlay covers the page anyway, and the focus trap and Escape stay.
 */
export function MeterPopup({ userId, onLater }: { userId: string; onLater: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const rate = useRate(userId);
  const [rating, setRating] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    rate.mutate({ rating: Number(rating) }, { onSuccess: () => toast({ message: t('meter.thanks'), color: 'green' }) });
  };
  return (
    <Modal opened onClose={onLater} title={t('meter.title')} centered lockScroll={false} data-testid="mood-meter">
      <form onSubmit={send} noValidate>
        <Stack>
          <Text size="sm" id="mood-scale">
            {t('meter.scale', { min: RATING_MIN, max: RATING_MAX })}
          </Text>
          <Chip.Group multiple={false} value={rating} onChange={setRating}>
            <Group gap="xs" role="radiogroup" aria-labelledby="mood-scale">
              {RATINGS.map((r) => (
                <Chip key={r} value={r} variant="outline" size="md" aria-label={t('meter.rating', { rating: r })}>
                  {r}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {rate.error && (
            <Text c="red.8" size="sm" role="alert">
              {text(rate.error)}
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
