import type { Theme } from '@mui/material/styles';

/*
 * A page the server renders must lay out as the browser will: the app shell is a permanent drawer from `md` up and a
 * burger menu below, a dialog is full-screen on phones. The server cannot measure the window, so it renders a phone's
 * width for a phone's browser and a desktop's otherwise (docs/decisions/067). A wrong guess (a tablet held upright, a
 * narrow desktop window) costs one render in the browser, never a wrong page.
 */

const PHONE_WIDTH = 400;
const DESKTOP_WIDTH = 1280;

/** The width to render for, from the browser's user agent. */
export function viewportWidthFor(userAgent: string | undefined): number {
  return /Mobi|Android|iPhone|iPod/i.test(userAgent ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/**
 * Whether a width-only media query, as MUI's breakpoints write them ("(min-width:900px)",
 * "(max-width:599.95px)", joined by "and"), holds at `width`. Any other feature does not hold.
 */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return conditions.every((condition) => {
    const feature = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(condition.trim());
    if (!feature) return false;
    const limit = Number(feature[2]);
    return feature[1] === 'min' ? width >= limit : width <= limit;
  });
}

/**
 * The theme of a page rendered for a window `width` pixels wide: on the server, and in the browser that takes the page
 * over. While React hydrates, media queries answer as they did on the server, so the page it finds is the page it
 * would draw; right after, they answer for the real window, and a wrong guess redraws only what depends on it.
 * (With the app's usual `noSsr`, React would keep the server's classes on a page laid out for another width.)
 */
export function themeAtWidth(theme: Theme, width: number): Theme {
  const ssrMatchMedia = (query: string) => ({ matches: matchesWidth(query, width) });
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: { ...theme.components?.MuiUseMediaQuery?.defaultProps, noSsr: false, ssrMatchMedia },
      },
    },
  };
}
