/** Screen widths the layout tests use: below and above MUI's `md` breakpoint (900 px). */
export type ScreenSize = 'narrow' | 'wide';

const WIDTHS: Record<ScreenSize, number> = { narrow: 375, wide: 1280 };

function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min?.[1] && width < Number(min[1])) return false;
  if (max?.[1] && width > Number(max[1])) return false;
  return Boolean(min || max);
}

/**
 * jsdom has no `matchMedia`; this one answers width queries as a screen of the given size would, and
 * `prefers-reduced-motion: reduce` as the `reducedMotion` option says (no preference by default).
 */
export function setScreenSize(size: ScreenSize, { reducedMotion = false }: { reducedMotion?: boolean } = {}): void {
  const width = WIDTHS[size];
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: /prefers-reduced-motion:\s*reduce/.test(query) ? reducedMotion : matches(query, width),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
