import { routeStatusLabels, type RouteStatus } from '@academia/shared';
import Chip from '@mui/material/Chip';

const colors = { draft: 'default', published: 'success', archived: 'default' } as const;

/** The status as a chip; archived is outlined so it reads apart from draft without relying on colour alone. */
export function RouteStatusChip({ status }: { status: RouteStatus }) {
  return (
    <Chip
      size="small"
      label={routeStatusLabels[status]}
      color={colors[status]}
      variant={status === 'archived' ? 'outlined' : 'filled'}
    />
  );
}
