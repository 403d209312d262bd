/**
 * The wall's form checks, loaded when a form is first used (a composer gains focus, a form is sent): the
 * schemas bring zod, 32 KB on the wire that the wall's first screen does not need (plugin guide, Routes
 * and schemas). The bundler keeps the loaded module, so later calls resolve at once.
 */
export const formSchemas = async () => {
  const [posts, links] = await Promise.all([import('../shared/posts.js'), import('../shared/links.js')]);
  return { PostCreate: posts.PostCreate, CommentCreate: posts.CommentCreate, LinkBody: links.LinkBody };
};
