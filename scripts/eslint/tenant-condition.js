// Plugin code never writes `clientId`: ctx.db adds the client's condition to every read, write and delete,
// and the scoped query builder (`repo.qb(alias)`) to what it joins and sub-selects. A `clientId` in a
// plugin is a tenant condition written by hand, or a value one would be built from; the platform's own
// declarations (entities, migrations) and tests are left out of the rule by the config.
const WORD = /\bclientId\b/;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'plugins leave the tenant condition to the platform and never write clientId' },
    messages: {
      clientId:
        'plugins never write clientId: ctx.db adds the client to every query; join and sub-select other entities with ' +
        "the scoped builder's innerJoinScoped / leftJoinScoped / sub, or a defineQuery (docs/plugin-guide.md, section 4)",
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'clientId' });
    return {
      // Reading the platform's own value (`ctx.db.clientId`: the company feed's parent, a cache key) builds no
      // condition; naming one (a variable, a key, a parameter) is where hand-written conditions start.
      Identifier: (node) =>
        node.name === 'clientId' &&
        !(node.parent.type === 'MemberExpression' && node.parent.property === node && !node.parent.computed) &&
        report(node),
      Literal: (node) => typeof node.value === 'string' && WORD.test(node.value) && report(node),
      TemplateElement: (node) => WORD.test(node.value.raw) && report(node),
    };
  },
};

export default { rules: { 'tenant-condition': rule } };
