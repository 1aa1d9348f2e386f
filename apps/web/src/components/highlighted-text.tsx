import Box from '@mui/material/Box';
import type { Highlight } from '@academia/shared';
import { Fragment } from 'react';

/**
 * Text cut into segments by the server (never HTML, so nothing is injected); the words that matched the search are
 * marked with `<mark>`, which screen readers that support it announce as highlighted.
 */
export function HighlightedText({ segments }: { segments: Highlight }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Box
            // Segments never change order within one hit: the index is a stable key.
            key={index}
            component="mark"
            sx={{ bgcolor: '#fff3b0', color: 'inherit', fontWeight: 700, px: 0.25, borderRadius: 0.5 }}
          >
            {segment.text}
          </Box>
        ) : (
          // A plain text node: a wrapper element would make some name computations drop the spaces at its edges.
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
