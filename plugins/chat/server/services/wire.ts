import { wireJson, type ServerAnswer } from '@atrium/sdk/shared';

/** Socket payloads are emitted as they are (routes rename `id` to `_id` on the way out; sockets do not). */
export const toWire = <W>(value: ServerAnswer<W>): W => JSON.parse(wireJson(value)) as W;
