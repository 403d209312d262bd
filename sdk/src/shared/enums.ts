import { z } from 'zod';

export const WORK_SCHEDULES = [
  'not_selected',
  'fixed_5_2',
  'shifts_2_2',
  'shifts_1_3',
  'flexible',
  'unscheduled',
  'rotational',
  'hourly',
  'custom',
] as const;
export const EMPLOYMENT_TYPES = [
  'not_selected',
  'permanent',
  'part_time',
  'temporary',
  'seasonal',
  'freelance',
  'contractor',
  'project',
  'internship',
  'probation',
  'volunteer',
] as const;
export const CURRENCIES = ['rub', 'usd', 'eur', 'uah', 'gbp', 'kzt', 'pln', 'brl', 'gel', 'ils', 'inr', 'uzs', 'aed'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const GENDERS = ['man', 'woman', 'not_selected'] as const;
export const LANGS = ['ru', 'en', 'uk'] as const;
export const STRUCTURE_TYPES = ['administrative', 'organization', 'functional', 'project'] as const;
export const NOTIFICATION_CHANNELS = ['system', 'center', 'email', 'telegram', 'teams', 'slack'] as const;

/** `ua` is accepted everywhere a language is and means `uk`. */
export const Lang = z.preprocess((v) => (v === 'ua' ? 'uk' : v), z.enum(LANGS));
export type Lang = z.infer<typeof Lang>;
