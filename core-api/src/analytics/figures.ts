import type { AnalyticsPeriod, PluginFigureName, PluginFigures, Unavailable } from '@atrium/sdk/shared';
import type { Core } from '../core.js';

/**
 * A figure a plugin answers (`figures` in its `definePlugin`): asked with that plugin's context for the client,
 * only while the plugin is on there. Not installed, switched off or not providing it: `{ available: false }`.
 */
export async function pluginFigure<N extends PluginFigureName>(
  core: Core,
  clientId: string,
  name: N,
  period: AnalyticsPeriod,
): Promise<PluginFigures[N] | Unavailable> {
  const provider = core.plugins.find((p) => p.figures?.[name]);
  if (!provider) return { available: false };
  const ctx = core.serviceContext(clientId, { pluginCode: provider.code });
  if (!(await ctx.features.isOn(provider.code))) return { available: false };
  return provider.figures![name]!(Object.assign(ctx, { clientId }), period);
}
