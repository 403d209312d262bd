import { installedPlugins } from '@atrium/core-api';

/**
 * The installed plugins for a suite that must cover every one of them: a plugin refused at start fails the
 * caller with the refusal's line, since a suite that skipped it would stay green without ever testing it.
 */
export async function everyInstalledPlugin(env = process.env) {
  const refused: string[] = [];
  const installed = await installedPlugins((line) => refused.push(line), env);
  if (refused.length) throw new Error(`plugins refused at start:\n${refused.join('\n')}`);
  return installed;
}
