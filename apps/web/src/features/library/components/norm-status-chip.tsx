import Chip from '@mui/material/Chip';
import { normStatusLabels, type NormStatus } from '@academia/shared';

const colors = { in_force: 'success', amended: 'secondary', repealed: 'error' } as const;

/** A norm's status; the label says it, the colour only repeats it (amended is outlined to read apart). */
export function NormStatusChip({ status, size = 'small' }: { status: NormStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      component="span"
      label={normStatusLabels[status]}
      color={colors[status]}
      variant={status === 'amended' ? 'outlined' : 'filled'}
    />
  );
}

/** How a norm's status relates it to the norm in `replacedBy`. */
export function replacedByLabel(status: NormStatus): string {
  if (status === 'repealed') return 'Derogada por';
  if (status === 'amended') return 'Modificada por';
  return 'Reemplazada por';
}
