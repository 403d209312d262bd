import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { MoodInput, MoodStatParams } from './schemas.js';
import type { MoodCheckView, MoodStatView } from './types.js';

/** The Mood calls of spec features §7, and the Excel export the spec does not show (README). */
export const moodRoutes = {
  check: defineRoute('get', '/mood/check/:id', { params: z.object({ id: idOf('User') }), answer: wire.result<MoodCheckView>() }),
  rate: defineRoute('post', '/mood', { body: MoodInput, answer: wire.result<MoodCheckView>() }),
  stat: defineRoute('get', '/mood/stat/:client/:from/:to', { params: MoodStatParams, answer: wire.result<MoodStatView>() }),
  excel: defineRoute('get', '/mood/stat/:client/:from/:to/excel', { params: MoodStatParams, answer: wire.file() }),
};
