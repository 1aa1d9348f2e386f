import { complianceStatusLabels, type MyAssignment } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDay } from '../lib/format';
import { usePendingAssignments } from '../lib/my-assignments';

function AssignedRoute({ item }: { item: MyAssignment }) {
  const late = item.status === 'overdue' || item.status === 'expired';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Link component={RouterLink} to={paths.route(item.routeId)} sx={{ fontWeight: 600 }}>
        {item.routeTitle}
      </Link>
      <Typography variant="body2">Fecha límite: {formatCalendarDay(item.dueDate)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant={late ? 'filled' : 'outlined'}
          color={late ? 'error' : 'default'}
          label={complianceStatusLabels[item.status]}
        />
        {item.mandatory && <Chip size="small" variant="outlined" label="Obligatoria" />}
      </Box>
    </Paper>
  );
}

/**
 * The routes of the learner's training plan still to be done, earliest due date first, above everything else on
 * /inicio and /rutas (decision 038). Renders nothing when the learner has none.
 */
export function AssignedRoutes({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const pending = usePendingAssignments();
  const items = pending.data ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="assigned-routes-title" sx={{ mb: 4 }}>
      <Typography id="assigned-routes-title" variant="h5" component={headingLevel} sx={{ mb: 1 }}>
        Mi plan de capacitación
      </Typography>
      <Typography sx={{ mb: 2 }}>Rutas que su empresa le asignó, la más urgente primero.</Typography>
      <Box
        component="ul"
        aria-label="Rutas asignadas con fecha límite"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {items.map((item) => (
          <AssignedRoute key={item.routeId} item={item} />
        ))}
      </Box>
    </Box>
  );
}
