import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestUser } from '@atrium/sdk/testing';
import { pickDay, sight, useBrowserApp } from '@atrium/sdk/testing/browser';

// The wall too: its page hosts the `wall.widgets` slot the upcoming-events widget fills.
const app = useBrowserApp({ plugins: ['calendar', 'wall'], results: 'calendar' });
let organiser: TestUser;
let petra: TestUser;

const DAY = 86_400_000;
/** Monday of the week `n` weeks from this one (UTC, the browser's zone here). */
function monday(n: number): Date {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 7 * n);
  return d;
}
const dateOf = (week: number, weekday: number) => new Date(monday(week).getTime() + weekday * DAY).toISOString().slice(0, 10);
const wed = (week: number) => dateOf(week, 2);
const NAME = 'Дизайн-планёрка';
/** Three more events of one day, so that the year view's small cells show "+n more". */
const BUSY = ['Обед с командой', 'Ревью макетов', 'Созвон с клиентом'];
const busyDay = () => dateOf(2, 4);
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** FullCalendar's "next" in the language of the reader: the organiser reads Russian, the participant Ukrainian. */
const NEXT = { ru: 'След', uk: 'Далі' };

beforeAll(async () => {
  organiser = await app.client.user({
    rights: ['calendar', 'events_create', 'wall'],
    fields: { firstName: 'Ольга', lastName: 'Организатор', lang: 'ru' },
  });
  petra = await app.client.user({ rights: ['calendar', 'wall'], fields: { firstName: 'Петра', lastName: 'Учасниця', lang: 'uk' } });
  for (const [i, name] of BUSY.entries()) {
    const at = `${12 + i}:00`;
    const body = { name, date: busyDay(), start: at, end: `${12 + i}:30`, timeZone: 'UTC', colour: '#1c7ed6', participants: [petra.id] };
    expect((await organiser.api.post('/api/event', body)).status).toBe(200);
  }
});

/** Shows the week `n` weeks ahead in the week view. */
async function toWeek(page: Page, n: number, next: string) {
  await page.goto('/calendar');
  await page.locator('.fc-timeGridWeek-view').waitFor();
  for (let i = 0; i < n; i++) await page.getByRole('button', { name: next, exact: true }).click();
  await page.locator(`.fc-timegrid-col[data-date="${wed(n)}"]`).waitFor();
}

/** A phone's day or week (with today) opens at 08:00 or, later in the day, at now: that hour seen, midnight above. */
async function workingHoursInSight(page: Page) {
  const hour = String(Math.max(8, new Date().getHours())).padStart(2, '0');
  await expect
    .poll(async () => (await page.locator('.fc-timegrid-slot[data-time="00:00:00"]').first().boundingBox())?.y ?? 0)
    .toBeLessThan(0);
  expect(await sight(page.locator(`.fc-timegrid-slot-lane[data-time="${hour}:00:00"]`))).toBe('in sight');
}

/** The month's last week is seen without scrolling, under no fixed bar. */
async function lastWeekInSight(page: Page) {
  const lastWeek = page.locator('.fc-dayGridMonth-view .fc-daygrid-body tr').last();
  expect(await sight(lastWeek)).toBe('in sight');
}

/** The centre of a day column at a time of day, scrolled to the middle of the window (clear of the shell's footer). */
async function point(page: Page, date: string, time: string) {
  const lane = page.locator(`.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  // Scrolled only when out of the middle: the other end of a drag measured a moment ago must stay put.
  await lane.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 120 || bottom > window.innerHeight - 120) el.scrollIntoView({ block: 'center' });
  });
  const row = (await lane.boundingBox())!;
  const col = (await page.locator(`.fc-timegrid-col[data-date="${date}"]`).boundingBox())!;
  return { x: col.x + col.width / 2, y: row.y + row.height / 2 };
}

/** The time a time field shows, its hours and minutes as a person reads them. */
const shownTime = async (dialog: Locator, field: string) =>
  `${await dialog.getByLabel(`${field}: часы`).inputValue()}:${await dialog.getByLabel(`${field}: минуты`).inputValue()}`;

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

const series = async (user: TestUser) => {
  const from = monday(0).toISOString();
  const to = monday(6).toISOString();
  const res = await user.api.get(`/api/user/${app.client.id}/events/access_for/${user.id}?from=${from}&to=${to}`);
  return (res.body.result as { name: string; start: string; moved: boolean }[]).filter((o) => o.name === NAME);
};

describe('a weekly event with a participant, one occurrence moved and another deleted (ru and uk, 1366×800)', () => {
  it('the organiser creates the series by selecting a slot', async () => {
    const page = await app.open(organiser, { viewport: DESKTOP });
    await toWeek(page, 1, NEXT.ru);
    // The toolbar in the product's look: Mantine's default buttons, not FullCalendar's dark slate.
    const look = await page
      .getByRole('button', { name: 'Месяц' })
      .evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]);
    expect(look).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
    await app.shot(page, 'week');
    await drag(page, await point(page, wed(1), '10:00'), await point(page, wed(1), '10:30'));
    const dialog = page.getByRole('dialog', { name: 'Новое событие' });
    await dialog.waitFor();
    // The selected slots (10:00 and 10:30, half an hour each) on the 24-hour clock a Russian reader reads, whatever
    // the browser's language.
    expect([await shownTime(dialog, 'Начало'), await shownTime(dialog, 'Окончание')]).toEqual(['10:00', '11:00']);
    // The shared schema's rules show in place before anything is sent.
    await dialog.getByLabel('Название').fill('Sync');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Название должно быть длиннее 5 символов').waitFor();
    await dialog.getByLabel('Название').fill(NAME);
    await dialog.getByRole('textbox', { name: 'Участники' }).click();
    await dialog.getByRole('textbox', { name: 'Участники' }).fill('Петра');
    await page.getByRole('option', { name: 'Петра Учасниця' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('textbox', { name: 'Повтор' }).click();
    await page.getByRole('option', { name: 'Каждую неделю' }).click();
    // The event's own weekday is ticked, and it follows the date (it once stayed on the day the dialog opened).
    const ticked = async () =>
      (
        await dialog
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => b.parentElement?.textContent))
      ).filter(Boolean);
    expect(await ticked()).toEqual(['Ср']);
    await pickDay(page, dialog.getByLabel(/^Дата/), dateOf(1, 3));
    expect(await ticked()).toEqual(['Чт']);
    await pickDay(page, dialog.getByLabel(/^Дата/), wed(1));
    expect(await ticked()).toEqual(['Ср']);
    // The time is typed from the keyboard: the hours, then the minutes the field moves on to.
    await dialog.getByLabel('Окончание: часы').focus();
    await page.keyboard.type('1130');
    expect(await shownTime(dialog, 'Окончание')).toBe('11:30');
    await dialog.getByLabel('Сколько раз').fill('4');
    await app.shot(page, 'dialog');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.fc-event', { hasText: NAME }).first().waitFor();
    const made = await series(organiser);
    expect(made.map((o) => o.start)).toEqual([1, 2, 3, 4].map((w) => `${wed(w)}T10:00:00.000Z`));
  });

  it('moves the second occurrence by dragging and deletes the third, each "this one"', async () => {
    const page = await app.open(organiser, { viewport: DESKTOP });
    await toWeek(page, 2, NEXT.ru);
    const event = page.locator('.fc-event', { hasText: NAME });
    await event.scrollIntoViewIfNeeded();
    const box = (await event.boundingBox())!;
    // Same time, next day: only across to Thursday's column.
    const thursday = (await page.locator(`.fc-timegrid-col[data-date="${dateOf(2, 3)}"]`).boundingBox())!;
    await drag(page, { x: box.x + box.width / 2, y: box.y + 8 }, { x: thursday.x + thursday.width / 2, y: box.y + 8 });
    await page.getByRole('dialog', { name: 'Изменить повторяющееся событие' }).waitFor();
    await app.shot(page, 'scope');
    await page.getByRole('button', { name: 'Только это' }).click();
    await page.getByText('Событие сохранено').waitFor();

    await page.getByRole('button', { name: NEXT.ru, exact: true }).click();
    await page.locator('.fc-event', { hasText: NAME }).click();
    const dialog = page.getByRole('dialog', { name: 'Событие' });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog', { name: 'Удалить повторяющееся событие' }).waitFor();
    await page.getByRole('button', { name: 'Только это' }).click();
    await page.getByText('Событие удалено').waitFor();
    expect(await page.locator('.fc-event', { hasText: NAME }).count()).toBe(0);
  });

  it('the participant sees the series with both changes', async () => {
    expect((await series(petra)).map((o) => [o.start.slice(0, 10), o.moved])).toEqual([
      [wed(1), false],
      [dateOf(2, 3), true],
      [wed(4), false],
    ]);
    const page = await app.open(petra, { viewport: DESKTOP });
    await toWeek(page, 2, NEXT.uk);
    await page.locator(`.fc-timegrid-col[data-date="${dateOf(2, 3)}"] .fc-event`, { hasText: NAME }).waitFor();
    await app.shot(page, 'participant-moved');
    await page.getByRole('button', { name: 'Місяць' }).click();
    await page.locator('.fc-dayGridMonth-view .fc-event', { hasText: NAME }).first().waitFor();
    await lastWeekInSight(page);
    await app.shot(page, 'participant-month');
    await page.getByRole('button', { name: 'Рік', exact: true }).click();
    await page.locator('.fc-multiMonthYear-view').waitFor();
    // The busy day's cell shows "+n more": a button opening a popover (its aria-expanded is allowed there).
    const more = page.locator(`.fc-multiMonthYear-view [data-date="${busyDay()}"] .fc-more-link`);
    await expect.poll(() => more.getAttribute('role')).toBe('button');
    expect(await more.textContent()).toMatch(/^\+ще \d+\.\.\.$/);
    await app.shot(page, 'participant-year');
    await more.click();
    await page.locator('.fc-popover', { hasText: BUSY[2] }).waitFor();
    await app.shot(page, 'participant-year-more');
    await page.keyboard.press('Escape');
    // The agenda lists the month's events one under another.
    await page.getByRole('button', { name: 'Порядок денний' }).click();
    await page.locator('.fc-list-event', { hasText: NAME }).first().waitFor();
    await page.locator('.fc-list-event', { hasText: BUSY[0] }).waitFor();
    await app.shot(page, 'participant-list');
    await page.getByRole('button', { name: 'Тиждень' }).click();
    await page.getByRole('button', { name: NEXT.uk, exact: true }).click();
    await page.locator(`.fc-timegrid-col[data-date="${wed(3)}"]`).waitFor();
    expect(await page.locator('.fc-event', { hasText: NAME }).count()).toBe(0);
    // Without the right events_create nothing offers to create; participants see the dialog read-only.
    expect(await page.getByRole('button', { name: 'Нова подія' }).count()).toBe(0);
    await page.getByRole('button', { name: NEXT.uk, exact: true }).click();
    await page.locator('.fc-event', { hasText: NAME }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Подія' }).getByRole('button', { name: 'Зберегти' }).count()).toBe(0);
  });

  it('the wall shows the upcoming events, and the calendar fits a phone in Russian', async () => {
    const page = await app.open(organiser, { viewport: PHONE });
    await page.goto('/company');
    await page.getByTestId('calendar-widget').getByText(NAME).first().waitFor();
    await page.getByTestId('calendar-widget').getByText('Ближайшие события').waitFor();
    await page.goto('/calendar');
    await page.getByRole('heading', { level: 1, name: 'Календарь' }).waitFor();
    await page.locator('.fc-timeGridDay-view').waitFor();
    await page.getByRole('button', { name: 'Неделя' }).waitFor();
    // The day's title fits one line beside the buttons.
    const title = page.locator('.fc-toolbar-title');
    const lines = (h: Element) => {
      const text = document.createRange();
      text.selectNodeContents(h);
      return new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    expect(await title.evaluate(lines)).toBe(1);
    // The day opens at the working hours (or now), not at midnight, that hour below the shell's header.
    await workingHoursInSight(page);
    await app.shot(page, 'phone-day');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The week opens at the working hours too; the month shows its last week above the bottom bar.
    await page.getByRole('button', { name: 'Неделя' }).click();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await workingHoursInSight(page);
    await app.shot(page, 'phone-week');
    await page.getByRole('button', { name: 'Месяц' }).click();
    await page.evaluate(() => scrollTo(0, 0));
    await lastWeekInSight(page);
    await app.shot(page, 'phone-month');
    await page.getByRole('button', { name: 'Новое событие' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новое событие' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Укажите название события').waitFor();
    await app.shot(page, 'phone-dialog');
  });
});

describe('company-wide events', () => {
  it('"Open to every employee" is offered only with the right events_for_all', async () => {
    const employee = await app.client.user({ rights: ['calendar', 'events_create'] });
    const announcer = await app.client.user({ rights: ['calendar', 'events_create', 'events_for_all'] });
    for (const [user, offered] of [
      [employee, 0],
      [announcer, 1],
    ] as const) {
      const page = await app.open(user);
      await page.goto('/calendar');
      await page.getByRole('button', { name: 'New event' }).click();
      const dialog = page.getByRole('dialog', { name: 'New event' });
      await dialog.getByLabel('Name').waitFor();
      expect(await dialog.getByLabel('Open to every employee').count()).toBe(offered);
    }
  });
});
