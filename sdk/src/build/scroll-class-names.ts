import { fileURLToPath } from 'node:url';

const SHIM = fileURLToPath(new URL('../ui/kit/scroll-class-names.ts', import.meta.url));
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](react-remove-scroll|@mantine\/core)['"];?/;

/**
 * In a module that uses react-remove-scroll's `RemoveScroll` only for `RemoveScroll.classNames` (imported
 * from the package or through @mantine/core), the import is replaced with the SDK's object of those
 * class names (sdk/src/ui/kit/scroll-class-names.ts). Any other use keeps the module as it is.
 */
export function scrollClassNamesOnly(source: string): string {
  const found = IMPORT.exec(source);
  if (!found || !/\bRemoveScroll\b/.test(found[1]!)) return source;
  const rest = source.slice(0, found.index) + source.slice(found.index + found[0].length);
  const uses = rest.match(/\bRemoveScroll\b(?:\.classNames\.)?/g) ?? [];
  if (!uses.length || uses.some((u) => u === 'RemoveScroll')) return source;
  const names = found[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'RemoveScroll');
  const kept = names.length ? `import { ${names.join(', ')} } from '${found[2]}';` : '';
  return `import { RemoveScroll } from ${JSON.stringify(SHIM)};${source.slice(0, found.index)}${kept}${source.slice(found.index + found[0].length)}`;
}
