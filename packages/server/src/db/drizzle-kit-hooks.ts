import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * npm installed drizzle-orm under packages/server/node_modules while drizzle-kit was hoisted to
 * the root, so drizzle-kit cannot find drizzle-orm from where it lives. Preloaded by
 * `npm run db:generate`, this resolves drizzle-orm from the server package instead.
 */
const requireHere = createRequire(import.meta.url);
// Resolving below re-enters this hook; the flag lets that inner call through (hooks are sync).
let resolvingHere = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    if (!isOrm || resolvingHere) return nextResolve(specifier, context);
    resolvingHere = true;
    try {
      const url = context.conditions.includes('require')
        ? pathToFileURL(requireHere.resolve(specifier)).href
        : import.meta.resolve(specifier);
      return { url, shortCircuit: true };
    } finally {
      resolvingHere = false;
    }
  },
});
