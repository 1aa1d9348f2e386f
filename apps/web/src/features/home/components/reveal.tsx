import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/** `static`: shown as it is; `waiting`: below the fold, not yet seen; `animating`: scrolled into view, rising. */
type RevealState = 'static' | 'waiting' | 'animating';

/**
 * Lifts and fades its content in the first time it is scrolled into view, then leaves it alone (the observer
 * disconnects). A section already in view when the page opens is not animated: nothing was revealed by scrolling.
 * The content is never hidden while it waits — the animation only plays once it is on screen — so it is always
 * readable to assistive technology and to contrast checks. Under "reduce motion", or without
 * IntersectionObserver, nothing moves.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const canAnimate = !reducedMotion && typeof IntersectionObserver !== 'undefined';
  const [state, setState] = useState<RevealState | null>(canAnimate ? null : 'static');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!canAnimate || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) observer.disconnect();
        // The first report tells whether the section starts on screen.
        setState((current) => {
          if (current === null) return visible ? 'static' : 'waiting';
          return visible ? 'animating' : current;
        });
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [canAnimate]);

  return (
    <Box
      ref={ref}
      data-reveal={canAnimate ? (state ?? 'waiting') : 'static'}
      sx={canAnimate && state === 'animating' ? { animation: `${rise} 450ms ease-out both` } : undefined}
    >
      {children}
    </Box>
  );
}
