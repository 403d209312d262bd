export const DAY_MS = 86_400_000;
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A plan body for `employee` with the given tasks (each due in ten days unless given). */
export const planBody = (employee: string, over: Record<string, unknown> = {}) => ({
  title: 'Grow as a lead',
  employee,
  description: 'A year of growth',
  tasks: [
    { title: 'Read a book', deadline: day(10) },
    { title: 'Run a retro', deadline: day(20) },
  ],
  notes: [{ text: 'Agreed with the chief' }],
  ...over,
});
