/**
 * What the browser bundle gets for `import … from 'react'` (vite.config.ts): preact/compat, plus
 * the React 19 exports that libraries import by name and preact/compat 11 does not have.
 * Plain JavaScript: preact/compat's types (`export =`) cannot be re-exported from TypeScript, and
 * the app's own code is typed against @types/react anyway.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's RouterProvider imports it and uses it only with `useTransitions`, which this app
 * does not turn on: without transitions the optimistic state is the state.
 * @template S
 * @param {S} state
 * @returns {[S, (action: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => undefined];
}
