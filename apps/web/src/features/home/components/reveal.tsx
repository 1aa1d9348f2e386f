import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Fades and lifts its content in the first time it scrolls into view, then leaves it alone (the observer
 * disconnects). Under "reduce motion", or in a browser without IntersectionObserver, the content is simply there.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const animate = !reducedMotion && typeof IntersectionObserver !== 'undefined';
  const [shown, setShown] = useState(!animate);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!animate || shown || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setShown(true);
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [animate, shown]);

  return (
    <Box
      ref={ref}
      data-revealed={shown || !animate}
      sx={
        animate
          ? {
              opacity: shown ? 1 : 0,
              transform: shown ? 'none' : 'translateY(16px)',
              transition: 'opacity 450ms ease-out, transform 450ms ease-out',
            }
          : undefined
      }
    >
      {children}
    </Box>
  );
}
