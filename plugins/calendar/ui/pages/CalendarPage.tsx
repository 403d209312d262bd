import { useMemo, useRef, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import FullCalendar from '@fullcalendar/react';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput as FcEvent } from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import ukLocale from '@fullcalendar/core/locales/uk';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import multiMonthPlugin from '@fullcalendar/multimonth';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ApiError, useAbility, useMe, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { wallClock } from '../../shared/timing.js';
import type { EventOccurrence } from '../../shared/types.js';
import { saveEvent, useCalendarMutation, useRange, type Scope } from '../api.js';
import { EventDialog, type DialogState } from '../components/EventDialog.js';
import { FeedButton } from '../components/FeedButton.js';
import { ScopeDialog } from '../components/ScopeDialog.js';
import { textOn } from '../contrast.js';
import { bodyOf, formOf, newForm } from '../form.js';

const key = (o: EventOccurrence) => `${o._id}|${o.occurrence ?? ''}`;

/** The views in the toolbar: year, month, week, day and the agenda (a list of the month's events). */
const VIEWS = 'multiMonthYear,dayGridMonth,timeGridWeek,timeGridDay,listMonth';
/** FullCalendar's buttons, worded as the product's own (its Ukrainian "далі" and "рік" are lowercase). */
const BUTTONS = ['prev', 'next', 'today', 'year', 'month', 'week', 'day', 'list'] as const;

/**
 * On a phone the titles stay on one line beside the buttons: a month by its name ("нояб. 2026 г."), a day by its
 * weekday and date ("вс, 29 нояб.").
 */
const PHONE_VIEWS = {
  dayGridMonth: { titleFormat: { month: 'short', year: 'numeric' } },
  timeGridDay: { titleFormat: { weekday: 'short', day: 'numeric', month: 'short' } },
} as const;

/**
 * FullCalendar in the product's look: its buttons as Mantine's default and filled buttons (its own are dark
 * slate), and other months' day numbers at a readable contrast (it fades them to 30 %). The grids' sticky day
 * names stop below the shell's fixed header, not under it; on a phone the toolbars sit closer so that a month
 * fits above the bottom bar.
 */
const LOOK = `
.fc { --fc-button-bg-color: var(--mantine-color-default); --fc-button-border-color: var(--mantine-color-default-border);
  --fc-button-text-color: var(--mantine-color-default-color); --fc-button-hover-bg-color: var(--mantine-color-default-hover);
  --fc-button-hover-border-color: var(--mantine-color-default-border); --fc-button-active-bg-color: var(--mantine-primary-color-filled);
  --fc-button-active-border-color: var(--mantine-primary-color-filled); --fc-today-bg-color: var(--mantine-primary-color-light); }
.fc .fc-button { font-size: var(--mantine-font-size-sm); border-radius: var(--mantine-radius-sm); }
.fc .fc-button-primary:not(:disabled).fc-button-active { color: var(--mantine-color-white); }
.fc .fc-toolbar-title { font-size: var(--mantine-h3-font-size); }
.fc .fc-day-other .fc-daygrid-day-top { opacity: 0.7; }
.fc .fc-scrollgrid-section-header.fc-scrollgrid-section-sticky > * { top: var(--app-shell-header-offset, 0px); }
.fc .fc-scrollgrid-section-footer.fc-scrollgrid-section-sticky > * { bottom: var(--app-shell-footer-offset, 0px); }
@media (max-width: 481px) {
  .fc .fc-toolbar.fc-header-toolbar { margin-bottom: var(--mantine-spacing-xs); }
  .fc .fc-toolbar.fc-footer-toolbar { margin-top: var(--mantine-spacing-xs); }
}`;

/** On a phone the week and day grids open at the start of the working day, or at now when the day is under way. */
const WORKDAY_START = 8;
function scrollToWorkingHours(el: HTMLElement) {
  const now = new Date();
  const today = el.querySelector('.fc-day-today');
  const hour = today && now.getHours() > WORKDAY_START ? now.getHours() : WORKDAY_START;
  const slot = el.querySelector(`.fc-timegrid-slot[data-time="${String(hour).padStart(2, '0')}:00:00"]`);
  if (!slot) return;
  slot.scrollIntoView({ block: 'start' });
  // Scrolled past, the day names stick below the shell's header: the hour goes just below them.
  const names = el.querySelector('.fc-scrollgrid-section-header.fc-scrollgrid-section-sticky > *');
  if (names) window.scrollBy(0, slot.getBoundingClientRect().top - names.getBoundingClientRect().bottom);
}

/** A drag or resize waiting for "this one or all". */
interface Pending {
  o: EventOccurrence;
  start: Date;
  end: Date;
  revert(): void;
}

/** /calendar: year, month, week and day views; select a slot to create, drag to move, click to open. */
export function CalendarPage() {
  const t = useT('calendar');
  const text = useRuleText();
  const me = useMe();
  const { toast } = useShell();
  // Read at once, not after the first paint: FullCalendar takes its initial view only once.
  const phone = useMediaQuery('(max-width: 481px)', undefined, { getInitialValueInEffect: false });
  const [timeGrid, setTimeGrid] = useState(true);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const occurrences = useRange(range);
  const move = useCalendarMutation(saveEvent);
  // The server's rule (the right events_create) as the plugin's abilities pack it for the UI.
  const canCreate = useAbility().can('create', 'CalendarEvent');
  const lang = t('fcLocale');

  const byKey = useMemo(() => new Map((occurrences.data ?? []).map((o) => [key(o), o])), [occurrences.data]);
  const events: FcEvent[] = useMemo(
    () =>
      (occurrences.data ?? []).map((o) => ({
        id: key(o),
        title: o.name,
        start: o.start,
        end: o.end,
        backgroundColor: o.colour,
        borderColor: o.colour,
        textColor: textOn(o.colour),
        editable: o.canEdit,
      })),
    [occurrences.data],
  );

  /**
   * Moves an occurrence to where it was dropped, on the event's own clock; "all" shifts the series' first
   * occurrence by the same amount (a weekly series keeps its weekdays).
   */
  const moveTo = (p: Pending, scope: Scope | null) => {
    const length = p.end.getTime() - p.start.getTime();
    const at = scope === 'all' ? Date.parse(p.o.series.at) + (p.start.getTime() - Date.parse(p.o.start)) : p.start.getTime();
    const start = wallClock(new Date(at), p.o.timeZone);
    const end = wallClock(new Date(at + length), p.o.timeZone);
    const b = bodyOf({
      ...formOf(p.o, scope === 'all' ? 'series' : 'occurrence'),
      date: start.date,
      start: start.time,
      end: end.date === start.date ? end.time : '23:59',
    });
    const vars =
      b.kind === 'single'
        ? { kind: b.kind, id: p.o._id, body: b.body }
        : { kind: b.kind, id: p.o._id, body: b.body, scope: scope ?? 'one', occurrence: p.o.occurrence };
    move.mutateAsync(vars).then(
      () => toast({ message: t('dialog.saved'), color: 'green' }),
      (e: unknown) => {
        p.revert();
        if (e instanceof ApiError) toast({ message: text(e), color: 'red' });
      },
    );
  };
  const dropped = (info: EventDropArg | EventResizeDoneArg) => {
    const o = byKey.get(info.event.id);
    if (!o || !info.event.start) return info.revert();
    const p = { o, start: info.event.start, end: info.event.end ?? new Date(info.event.start.getTime() + 3_600_000), revert: info.revert };
    if (o.repeat) setPending(p);
    else moveTo(p, null);
  };

  return (
    <Stack gap="md" p={phone ? 'xs' : 'md'}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Group gap="xs">
          {occurrences.isFetching && <Loader size="sm" aria-label={t('loading')} />}
          <FeedButton />
          {canCreate && me && (
            <Button size="sm" onClick={() => setDialog({ mode: 'new', form: newForm(nextHour(), nextHour(), me.user._id) })}>
              {t('dialog.newTitle')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p={phone ? 4 : 'sm'} data-testid="calendar" ref={box}>
        <style>{LOOK}</style>
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, multiMonthPlugin, listPlugin, interactionPlugin]}
          initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
          headerToolbar={
            phone ? { left: 'prev,next', center: 'title', right: 'today' } : { left: 'prev,next today', center: 'title', right: VIEWS }
          }
          footerToolbar={phone ? { center: VIEWS } : undefined}
          locales={[ruLocale, ukLocale]}
          locale={lang === 'en' ? 'en-gb' : lang}
          firstDay={1}
          // The hours of a week or day grow with the page rather than scroll in a box: FullCalendar's inner
          // scrollers take no focus, so a keyboard could not reach the later hours. The year and month
          // views keep the window's height less the shell's header, the title and (on a phone) the bottom bar, so
          // a month's last week is in sight (their days are links, so their scrollers are reachable).
          height={timeGrid ? 'auto' : phone ? 'max(420px, calc(100dvh - 280px))' : 'max(480px, calc(100dvh - 210px))'}
          nowIndicator
          // Events take focus and open with Enter, like buttons.
          eventInteractive
          // Worded buttons ("next", "След") rather than icon fonts without a name for screen readers.
          buttonIcons={false}
          buttonText={Object.fromEntries(BUTTONS.map((b) => [b, t(`buttons.${b}`)]))}
          // The day number inside names the cell; FullCalendar's own label would differ from what is shown.
          dayCellDidMount={(cell) => cell.el.removeAttribute('aria-labelledby')}
          // "+2 more" opens a popover: a button, so its aria-expanded is allowed (on a bare link it is not).
          moreLinkDidMount={(link) => link.el.setAttribute('role', 'button')}
          {...(phone ? { titleFormat: { day: 'numeric', month: 'short', year: 'numeric' } as const } : {})}
          views={phone ? PHONE_VIEWS : undefined}
          events={events}
          selectable={canCreate}
          selectMirror
          select={(s: DateSelectArg) => {
            s.view.calendar.unselect();
            if (me)
              setDialog({ mode: 'new', form: newForm(s.start, s.allDay ? new Date(s.start.getTime() + 3_600_000) : s.end, me.user._id) });
          }}
          dateClick={(d) => {
            if (canCreate && me && d.view.type.startsWith('dayGrid'))
              setDialog({ mode: 'new', form: newForm(atNine(d.date), atNine(d.date), me.user._id) });
          }}
          eventClick={(c: EventClickArg) => {
            const o = byKey.get(c.event.id);
            if (o) setDialog({ mode: 'edit', o });
          }}
          eventDrop={dropped}
          eventResize={dropped}
          datesSet={(d: DatesSetArg) => {
            setTimeGrid(d.view.type.startsWith('timeGrid'));
            if (phone && d.view.type.startsWith('timeGrid')) requestAnimationFrame(() => box.current && scrollToWorkingHours(box.current));
            const next = { from: d.start.toISOString(), to: d.end.toISOString() };
            // FullCalendar reports the dates after every render: keep the same object so the render settles.
            setRange((prev) => (prev?.from === next.from && prev.to === next.to ? prev : next));
          }}
          noEventsText={t('empty')}
        />
      </Paper>
      <EventDialog state={dialog} onClose={() => setDialog(null)} />
      <ScopeDialog
        action={pending ? 'edit' : null}
        onClose={() => {
          pending?.revert();
          setPending(null);
        }}
        onChoose={(scope) => {
          if (pending) moveTo(pending, scope);
          setPending(null);
        }}
      />
    </Stack>
  );
}

/** A click on a day in the month or year view starts a new event at 09:00 that day. */
function atNine(day: Date): Date {
  const d = new Date(day);
  d.setHours(9, 0, 0, 0);
  return d;
}

/** The next full hour: where the "New event" button starts an event (the selection does it by mouse or touch). */
function nextHour(): Date {
  const d = new Date();
  d.setHours(d.getHours() + 1, 0, 0, 0);
  return d;
}
