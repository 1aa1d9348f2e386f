import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'contenido';

/** First focusable element of every page: lets keyboard users jump over the header and the menu. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8, outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      Saltar al contenido principal
    </Box>
  );
}
