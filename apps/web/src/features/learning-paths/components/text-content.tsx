import { useEffect, type RefObject } from 'react';
import { RichText } from '../../../components/rich-text';
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

  return <RichText html={html} />;
}
