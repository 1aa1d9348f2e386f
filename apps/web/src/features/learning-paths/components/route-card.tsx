import RouteIcon from '@mui/icons-material/Route';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SignalCellularAltIcon from '@mui/icons-material/SignalCellularAlt';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routeLevelLabels, routeProgressStateLabels, type RouteCard as RouteCardData } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { formatHours } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { FavoriteButton } from './favorite-button';

/** One route in the catalog. The title link covers the whole card, so a click anywhere opens the route. */
export function RouteCard({ route }: { route: RouteCardData }) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {route.coverUrl ? (
        // Decorative: the title says what the route is.
        <Box
          component="img"
          src={route.coverUrl}
          alt=""
          loading="lazy"
          // On a phone a 16:9 picture took half the screen: a thin strip is enough to recognise the route.
          sx={{ display: 'block', width: '100%', aspectRatio: { xs: '4 / 1', sm: '16 / 9' }, objectFit: 'cover' }}
        />
      ) : (
        <Box
          aria-hidden="true"
          // A decoration only: on a phone it is left out, so each card is as tall as its text.
          sx={{
            aspectRatio: '16 / 9',
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(11, 110, 79, 0.08)',
            color: 'primary.main',
          }}
        >
          <RouteIcon sx={{ fontSize: 56 }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {/* The heart shares the title's row: alone at the bottom it cost the card a row of its own. */}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            variant="h6"
            component="h2"
            id={titleId}
            sx={{ lineHeight: 1.3, flexGrow: 1, minWidth: 0, pt: 1 }}
          >
            <Link
              component={RouterLink}
              to={paths.route(route.id)}
              underline="hover"
              color="inherit"
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
                '&:focus-visible': { outline: 'none' },
                '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
              }}
            >
              {route.title}
            </Link>
          </Typography>
          <Box sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}>
            <FavoriteButton kind="route" targetId={route.id} favorite={route.favorite} describedBy={titleId} />
          </Box>
        </Box>
        {route.summary && <Typography sx={{ color: 'text.secondary' }}>{route.summary}</Typography>}
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
        >
          {route.category && (
            <li>
              <Box component="span" sx={visuallyHidden}>
                Categoría:
              </Box>
              <Chip size="small" label={route.category} component="span" />
            </li>
          )}
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ScheduleIcon fontSize="small" aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              Duración estimada:
            </Box>
            {formatHours(route.hours)}
          </Box>
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <SignalCellularAltIcon fontSize="small" aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              Nivel:
            </Box>
            {routeLevelLabels[route.level]}
          </Box>
        </Box>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <RouteProgressBar
            title={route.title}
            percent={route.progress?.percent ?? 0}
            caption={routeProgressStateLabels[route.progress?.state ?? 'not_started']}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
