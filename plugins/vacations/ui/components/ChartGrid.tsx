import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useFormat, useT } from '@atrium/sdk/ui';
import { addDays, spanDays, today } from '../../shared/days.js';
import type { VacationPerson, VacationsChart, VacationView } from '../../shared/types.js';
import { STATUS_COLORS } from './StatusBadge.js';

const CELL = 22;
const ROW = 40;
const HEADER = 44;
/** The names' column; narrower on a phone, to leave it ten days. */
const NAME = 180;
const PHONE_NAME = 120;

/**
 * The team chart: people as rows (virtualised, so a few hundred scroll smoothly), the window's days as columns,
 * days off shaded, each vacation a bar coloured by its status. A bar of a vacation the caller may change and that
 * has not begun opens it; the plus of a row plans one for that person.
 */
export function ChartGrid({
  data,
  onPlan,
  onEdit,
}: {
  data: VacationsChart;
  onPlan(person: VacationPerson): void;
  onEdit(vacation: VacationView, person: VacationPerson): void;
}) {
  const t = useT();
  const fmt = useFormat();
  const [name] = useState(() => (window.matchMedia('(max-width: 36em)').matches ? PHONE_NAME : NAME));
  const scroll = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: data.people.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => ROW,
    overscan: 8,
    scrollMargin: HEADER,
  });
  const days = spanDays(data.from, data.to);
  const width = name + days * CELL;
  const x = (day: string) => name + (spanDays(data.from, day) - 1) * CELL;
  const months = Array.from({ length: days }, (_, i) => addDays(data.from, i)).filter((d, i) => i === 0 || d.endsWith('-01'));
  const now = today();
  // A window that holds today opens a week before it.
  useEffect(() => {
    if (scroll.current && now >= data.from && now <= data.to)
      scroll.current.scrollLeft = Math.max(0, (spanDays(data.from, now) - 8) * CELL);
  }, [data.from, data.to, now]);

  return (
    <Box
      ref={scroll}
      style={{
        overflow: 'auto',
        maxHeight: 'min(70vh, 720px)',
        height: HEADER + data.people.length * ROW + 2,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
      }}
      data-testid="vacation-chart"
      tabIndex={0}
      aria-label={t('chart.title')}
    >
      <Box style={{ width, position: 'relative' }}>
        <Box style={{ position: 'sticky', top: 0, zIndex: 3, height: HEADER, background: 'var(--mantine-color-body)' }}>
          <Box style={{ position: 'sticky', left: 0, width: name, height: HEADER, background: 'var(--mantine-color-body)', zIndex: 4 }} />
          {months.map((d, i) => (
            // A month's label sticks beside the names while any of its days is in view, so the left edge is never unnamed.
            <Box key={d} style={{ position: 'absolute', top: 2, left: x(d), width: x(months[i + 1] ?? addDays(data.to, 1)) - x(d) }}>
              <Text
                data-testid="chart-month"
                size="xs"
                fw={600}
                style={{ position: 'sticky', left: name + 2, display: 'inline-block', whiteSpace: 'nowrap' }}
              >
                {fmt.month(d)}
              </Text>
            </Box>
          ))}
          {data.daysOff.map((d) => (
            <Box
              key={d}
              style={{
                position: 'absolute',
                top: 22,
                left: x(d),
                width: CELL,
                height: 22,
                background: 'var(--mantine-color-default-hover)',
              }}
            />
          ))}
          {Array.from({ length: days }, (_, i) => addDays(data.from, i)).map((d) => (
            <Text
              key={d}
              size="10px"
              c={d === now ? 'blue' : undefined}
              fw={d === now ? 700 : undefined}
              style={{ position: 'absolute', top: 26, left: x(d), width: CELL, textAlign: 'center' }}
            >
              {Number(d.slice(8))}
            </Text>
          ))}
        </Box>
        <Box style={{ position: 'relative', height: rows.getTotalSize() }}>
          {data.daysOff.map((d) => (
            <Box
              key={d}
              style={{ position: 'absolute', top: 0, bottom: 0, left: x(d), width: CELL, background: 'var(--mantine-color-default-hover)' }}
            />
          ))}
          {rows.getVirtualItems().map((row) => {
            const p = data.people[row.index]!;
            return (
              <Box
                key={p.user._id}
                data-testid="chart-row"
                style={{
                  position: 'absolute',
                  top: row.start - HEADER,
                  height: ROW,
                  width,
                  borderBottom: '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Box
                  style={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 2,
                    width: name,
                    height: ROW - 1,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 4,
                    paddingInline: 6,
                    background: 'var(--mantine-color-body)',
                  }}
                >
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {p.user.fullName}
                    </Text>
                    {p.balance !== null && (
                      <Text size="xs" c="dimmed" truncate>
                        {t('chart.balance', { count: p.balance })}
                      </Text>
                    )}
                  </Box>
                  {p.canEdit && (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('dialog.planFor', { name: p.user.fullName })}
                      onClick={() => onPlan(p)}
                    >
                      +
                    </ActionIcon>
                  )}
                </Box>
                {p.vacations.map((v) => {
                  const start = v.start < data.from ? data.from : v.start;
                  const end = v.end > data.to ? data.to : v.end;
                  const label = `${p.user.fullName}: ${fmt.day(v.start)} – ${fmt.day(v.end)}, ${t(`status.${v.status}`)}`;
                  const editable = p.canEdit && v.start > now;
                  return (
                    <UnstyledButton
                      key={v._id}
                      aria-label={label}
                      title={label}
                      disabled={!editable}
                      onClick={() => onEdit(v, p)}
                      style={{
                        position: 'absolute',
                        top: 8,
                        height: ROW - 17,
                        left: x(start) + 1,
                        width: spanDays(start, end) * CELL - 2,
                        borderRadius: 4,
                        background: `var(--mantine-color-${STATUS_COLORS[v.status]}-filled)`,
                        opacity: v.status === 'returned' ? 0.5 : 1,
                        cursor: editable ? 'pointer' : 'default',
                      }}
                    />
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
