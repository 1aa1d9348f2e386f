import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LearnerSituation } from '@academia/shared';
import { useId } from 'react';

/** The image (with its text alternative) or the short video of a situation, from the route's uploads. */
export function SituationMedia({ media }: { media: LearnerSituation['media'] }) {
  const descriptionId = useId();
  if (!media) return null;
  if (media.kind === 'image') {
    return (
      <Box
        component="img"
        src={media.src}
        alt={media.alt}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1, objectFit: 'contain' }}
      />
    );
  }
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="video"
        controls
        preload="metadata"
        src={media.src}
        aria-describedby={descriptionId}
        sx={{ display: 'block', width: '100%', maxHeight: 360, borderRadius: 1, bgcolor: 'common.black' }}
      />
      <Typography id={descriptionId} component="figcaption" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Lo que muestra el video: {media.alt}
      </Typography>
    </Box>
  );
}
