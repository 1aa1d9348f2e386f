import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { FOOTER_BACKGROUND, FOOTER_TEXT, theme } from './theme';

/** Flattens a translucent colour over an opaque background, as the browser paints it. */
function over(background: string, overlay: string, opacity: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [b, o] = [parse(background), parse(overlay)];
  const mixed = b.map((channel, i) => Math.round(channel * (1 - opacity) + (o[i] ?? 0) * opacity));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const { palette } = theme;
const AA = 4.5;

describe('theme contrast (WCAG AA, 4.5:1 for normal text)', () => {
  const selectedBackground = over(palette.background.paper, palette.primary.main, 0.12);

  it.each([
    ['primary text on page', palette.text.primary, palette.background.default],
    ['secondary text on page', palette.text.secondary, palette.background.default],
    ['secondary text on paper', palette.text.secondary, palette.background.paper],
    ['disabled text on paper', palette.text.disabled, palette.background.paper],
    ['links on page', palette.primary.main, palette.background.default],
    ['links on paper', palette.primary.main, palette.background.paper],
    ['app bar and buttons', palette.primary.contrastText, palette.primary.main],
    ['secondary buttons', palette.secondary.contrastText, palette.secondary.main],
    ['secondary colour as text', palette.secondary.main, palette.background.paper],
    ['field errors', palette.error.main, palette.background.paper],
    ['active menu item', palette.primary.dark, selectedBackground],
    ['footer', FOOTER_TEXT, FOOTER_BACKGROUND],
  ])('%s', (_name, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
  });
});
