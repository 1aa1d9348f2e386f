import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { matchesWidth, themeAtWidth, viewportWidthFor } from './viewport';

describe('the width a page is rendered for on the server', () => {
  it('is a phone for a phone browser and a desktop otherwise', () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    expect(viewportWidthFor(phone)).toBeLessThan(theme.breakpoints.values.sm);
    expect(viewportWidthFor(iphone)).toBeLessThan(theme.breakpoints.values.sm);
    expect(viewportWidthFor(desktop)).toBeGreaterThanOrEqual(theme.breakpoints.values.lg);
    expect(viewportWidthFor(undefined)).toBeGreaterThanOrEqual(theme.breakpoints.values.lg);
  });
});

describe('media queries answered for a width', () => {
  it('answers the breakpoint queries MUI writes', () => {
    const up = theme.breakpoints.up('md'); // "@media (min-width:900px)"
    const down = theme.breakpoints.down('sm'); // "@media (max-width:599.95px)"
    expect(matchesWidth(up, 900)).toBe(true);
    expect(matchesWidth(up, 899)).toBe(false);
    expect(matchesWidth(down, 599)).toBe(true);
    expect(matchesWidth(down, 600)).toBe(false);
    expect(matchesWidth(theme.breakpoints.between('sm', 'md'), 700)).toBe(true);
    expect(matchesWidth(theme.breakpoints.between('sm', 'md'), 1000)).toBe(false);
  });

  it('does not hold for a feature other than the width', () => {
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 400)).toBe(false);
    expect(matchesWidth('(min-width:300px) and (orientation: portrait)', 400)).toBe(false);
  });

  it('reaches useMediaQuery through the theme, answering for the width while React takes a page over', () => {
    const props = themeAtWidth(theme, 400).components?.MuiUseMediaQuery?.defaultProps;
    // Hydration reads `ssrMatchMedia` only without `noSsr`; the app's own theme keeps `noSsr` for pages it renders.
    expect(props?.noSsr).toBe(false);
    expect(theme.components?.MuiUseMediaQuery?.defaultProps?.noSsr).toBe(true);
    expect(props?.ssrMatchMedia?.(theme.breakpoints.down('sm').replace('@media ', '')).matches).toBe(true);
    expect(props?.ssrMatchMedia?.(theme.breakpoints.up('md').replace('@media ', '')).matches).toBe(false);
    expect(theme.components?.MuiUseMediaQuery?.defaultProps?.ssrMatchMedia).toBeUndefined();
  });
});
