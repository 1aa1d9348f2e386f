import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ContentItemView } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { Link as RouterLink } from 'react-router';

/** Links to the previous and next content of the route, or back to the route after the last one. */
export function ItemNavigation({ item }: { item: ContentItemView }) {
  const routePath = paths.route(item.route.id);
  const itemHref = (id: string) => paths.routeContent(item.route.id, id);
  const buttonSx = { minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' } as const;
  return (
    <Box
      component="nav"
      aria-label="Contenidos de la ruta"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'space-between',
        gap: 2,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {item.previous ? (
        <Button
          component={RouterLink}
          to={itemHref(item.previous.id)}
          variant="outlined"
          startIcon={<ArrowBackIcon aria-hidden="true" />}
          sx={buttonSx}
        >
          Anterior: {item.previous.title}
        </Button>
      ) : (
        <span />
      )}
      {item.next ? (
        <Button
          component={RouterLink}
          to={itemHref(item.next.id)}
          variant="contained"
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
          sx={buttonSx}
        >
          Siguiente: {item.next.title}
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={routePath}
          variant="contained"
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
          sx={buttonSx}
        >
          Volver a la ruta
        </Button>
      )}
    </Box>
  );
}
