/**
 * Every event the core or a plugin emits, by name, with its payload. Empty here: the emitting plugin
 * adds its own from its `shared/` by declaration merging, so `ctx.events.emit(name, payload)` and a
 * subscriber's `on: { name: handler }` are checked by TypeScript (docs/plugin-guide.md, section 11):
 *
 *   declare module '@atrium/sdk/shared' {
 *     interface AtriumEvents { 'poll.completed': PollCompleted }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AtriumEvents {}

/** The name of an event some loaded `shared/` declared. */
export type EventName = keyof AtriumEvents & string;
