// A part of a locale file (text-parts.ts), cut by the build (host/build/texts-loader.ts).
declare module '*.json?part=start' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?part=screens' {
  const texts: Record<string, unknown>;
  export default texts;
}
