import Box from '@mui/material/Box';
import { useEffect, type RefObject } from 'react';
import type { PositionReader } from '../hooks/use-progress-reporter';

interface TextContentProps {
  html: string;
  /** Where the learner left off, as a fraction (0–1) of the page's scrollable height. */
  initialFraction: number;
  positionRef: RefObject<PositionReader | null>;
}

function scrollableHeight(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

/** A reading: the server's HTML with readable typography, reopened where the learner left it. */
export function TextContent({ html, initialFraction, positionRef }: TextContentProps) {
  useEffect(() => {
    // Remember the position on scroll: when the learner leaves, the next page already fills the document.
    let fraction: number | undefined;
    let frame = 0;
    const measure = () => {
      const max = scrollableHeight();
      fraction = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : undefined;
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };

    // After the layout has scrolled the new page to the top (its effect runs after this one).
    const restore = requestAnimationFrame(() => {
      const max = scrollableHeight();
      if (initialFraction > 0 && max > 0) window.scrollTo({ top: initialFraction * max });
      measure();
      window.addEventListener('scroll', onScroll, { passive: true });
      positionRef.current = () => (fraction === undefined ? undefined : { position: fraction });
    });
    return () => {
      cancelAnimationFrame(restore);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
    // Restore once per item: later answers from the server carry the position we just sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box
      sx={{
        maxWidth: '72ch',
        fontSize: '1.05rem',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h5', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& h4, & h5, & h6': { fontWeight: 700, mt: 2, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { mb: 0.5 },
        '& a': { color: 'primary.dark', textDecoration: 'underline' },
        '& a:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '& blockquote': { m: 0, my: 2, pl: 2, borderLeft: 4, borderColor: 'primary.light', color: 'text.secondary' },
        '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em' },
        '& :not(pre) > code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        // Tables keep `display: table` (changing it drops their semantics in some screen readers); cells wrap instead.
        '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
      }}
      // Safe: the server renders the Markdown at save time with raw HTML disabled and only http(s)/mailto links
      // (docs/decisions/008-learning-routes.md), so this HTML cannot carry scripts or event handlers.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
