import { rewardCauses } from '@atrium/plugin-shop/shared/extension-points.js';
import { STAGE_CAUSE, STEP_CAUSE, TENURE_CAUSE } from '../shared/constants.js';

/** The adaptation's reward causes at the shop (an optional dependency): a finished step, a finished stage, a tenure award's day. */
export const adaptationCauses = rewardCauses.register({
  [STEP_CAUSE]: { titles: { ru: 'За шаг адаптации', en: 'For an adaptation step', uk: 'За крок адаптації' }, defaultAmount: 10 },
  [STAGE_CAUSE]: { titles: { ru: 'За этап адаптации', en: 'For an adaptation stage', uk: 'За етап адаптації' }, defaultAmount: 30 },
  [TENURE_CAUSE]: { titles: { ru: 'За стаж в компании', en: 'For tenure', uk: 'За стаж у компанії' }, defaultAmount: 50 },
});
