import type { MongoAbility } from '@casl/ability';
import type { AbilitySource } from '@atrium/sdk/ui';

interface Casl {
  createMongoAbility: typeof import('@casl/ability').createMongoAbility;
  unpackRules: typeof import('@casl/ability/extra').unpackRules;
}

let casl: Casl | undefined;
let loading: Promise<Casl> | undefined;

/**
 * Loads CASL apart from the first paint (docs/benchmarks.md, "Under the budget"): with the page of a
 * plugin that adds rules, once the first page is quiet, or when a component first asks for the ability.
 */
export function loadCasl(): Promise<Casl> {
  if (loading) return loading;
  const started = Promise.all([import('@casl/ability'), import('@casl/ability/extra')]).then(
    ([ability, extra]) => (casl = { createMongoAbility: ability.createMongoAbility, unpackRules: extra.unpackRules }),
  );
  // A failed load (the network went away) is tried again by the next asker.
  started.catch(() => (loading = undefined));
  return (loading = started);
}

/** The ability of the packed rules of `GET /api/me`, built once CASL is there. */
export function abilitySource(rules: unknown[]): AbilitySource {
  let built: MongoAbility | undefined;
  let ready: Promise<MongoAbility> | undefined;
  const build = (c: Casl): MongoAbility => (built ??= c.createMongoAbility<MongoAbility>(c.unpackRules(rules as never) as never));
  return {
    current: () => built ?? (casl && build(casl)),
    // Read only by a component that must wait; a failed load gives the error boundary's retry a new promise.
    get ready() {
      if (ready) return ready;
      const loaded = loadCasl().then(build);
      loaded.catch(() => (ready = undefined));
      return (ready = loaded);
    },
  };
}
