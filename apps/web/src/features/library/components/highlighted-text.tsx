import Box from '@mui/material/Box';
import type { Highlight } from '@academia/shared';

/**
 * Text with the words that matched the search marked. The server sends segments instead of HTML, so nothing is
 * injected; `<mark>` is announced as highlighted by screen readers that support it.
 */
export function HighlightedText({ segments }: { segments: Highlight }) {
  // Segments have no identity beyond their place in the text, which never changes for one answer: index keys.
  return segments.map((segment, index) =>
    segment.match ? (
      <Box
        key={index}
        component="mark"
        sx={{ bgcolor: '#fff1b8', color: 'inherit', px: 0.25, borderRadius: 0.5, fontWeight: 600 }}
      >
        {segment.text}
      </Box>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
