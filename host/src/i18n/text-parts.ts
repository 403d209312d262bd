/**
 * The shell's texts come in two parts per language (docs/architecture.md, Languages): `start`, what the
 * shell, sign-in, the SDK's components and plugins read, loaded with the shell; and `screens`, the groups
 * only signed-in core screens read, loaded with the first of them (about 40 % of the texts, which a
 * reader of the wall never needs). The build cuts each locale file in two (host/build/texts-loader.ts);
 * a test checks that nothing but those screens reads a screens group.
 */
export const SCREEN_GROUPS: readonly string[] = [
  'about',
  'addressBook',
  'adminPanel',
  'appSettings',
  'birthdays',
  'chiefs',
  'clientsAdmin',
  'companyAnalytics',
  'help',
  'orgStructure',
  'searchPage',
];

export type TextsPart = 'start' | 'screens';

export function textsPart(texts: Record<string, unknown>, part: TextsPart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(texts).filter(([group]) => SCREEN_GROUPS.includes(group) === (part === 'screens')));
}
