/**
 * The wall's form checks, loaded when a form is first used (a composer gains focus, a form is sent): the
 * schemas bring zod, 32 KB on the wire that the wall's first screen does not need (plugin guide, Routes
 * and schemas). The bundler keeps the loaded module, so later calls resolve at once.
 */
const load = async () => {
  // One file by name, which the browser test takes away to see the server's check decide.
  const [posts, links] = await Promise.all([
    import(/* webpackChunkName: "form-schemas" */ '../shared/posts.js'),
    import(/* webpackChunkName: "form-schemas" */ '../shared/links.js'),
  ]);
  return { PostCreate: posts.PostCreate, CommentCreate: posts.CommentCreate, LinkBody: links.LinkBody };
};
type FormSchemas = Awaited<ReturnType<typeof load>>;

/** Starts loading the schemas (on focus), so a form sent later is checked at once. */
export const preloadFormSchemas = () => void load().catch(() => undefined);

/**
 * Checks a form's values with one of the schemas. When they cannot load (no connection), null: the form
 * is sent and the server's check decides, as its answer or the failed call is shown anyway.
 */
export async function formCheck<K extends keyof FormSchemas>(name: K, value: unknown) {
  const schemas = await load().catch(() => null);
  return schemas ? (schemas[name].safeParse(value) as ReturnType<FormSchemas[K]['safeParse']>) : null;
}
