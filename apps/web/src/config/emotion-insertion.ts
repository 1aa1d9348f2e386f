import { useInsertionEffect } from 'react';

/*
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (aliased in vite.config.ts, decision 064).
 *
 * Emotion inserts each styled component's rules from an insertion effect, that is while React commits. A commit
 * cannot be paused, so a page's first commit parsed and inserted all of its CSS in one long task (about 45 % of it
 * in a trace of /rutas). Emotion's own fallback for Reacts without insertion effects inserts the rules while the
 * component renders instead, and a page's first render now runs in a transition React splits into short tasks.
 * The cache inserts each rule once, so a render React throws away or repeats (strict mode) leaves at most a rule
 * that is used later anyway.
 */
export function useInsertionEffectAlwaysWithSyncFallback(insert: () => unknown): void {
  insert();
}

/** Global styles keep the insertion effect: they are few, and they must leave with the component that set them. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
