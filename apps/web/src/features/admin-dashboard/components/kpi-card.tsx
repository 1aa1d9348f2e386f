import { dashboardKpiText, type DashboardKpi } from '@academia/shared';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDecimal, formatNumber, formatScore } from '../../../lib/format';

/** A KPI's value as the card shows it: "1.234", "73 de 100", "0,83", or "Sin datos" when there is nothing to average. */
export function formatKpiValue(kpi: Pick<DashboardKpi, 'key'>, value: number | null): string {
  if (value === null) return 'Sin datos';
  switch (dashboardKpiText[kpi.key].unit) {
    case 'score':
      return formatScore(value);
    case 'gain':
      return formatDecimal(value);
    case 'count':
      return formatNumber(value);
  }
}

function formatDifference(kpi: DashboardKpi, difference: number): string {
  const magnitude = Math.abs(difference);
  switch (dashboardKpiText[kpi.key].unit) {
    case 'score':
      return `${formatNumber(magnitude)} ${magnitude === 1 ? 'punto' : 'puntos'}`;
    case 'gain':
      return formatDecimal(magnitude);
    case 'count':
      return formatNumber(magnitude);
  }
}

export interface KpiChange {
  direction: 'up' | 'down' | 'same' | 'none';
  /** What is on screen: "+3", "−0,12", "Sin cambio", "Sin comparación". */
  short: string;
  /** The sentence a screen reader hears, the sign said in words. */
  spoken: string;
}

/** The change of a KPI against the previous period, for the eye and in words. */
export function kpiChange(kpi: DashboardKpi): KpiChange {
  const previousText = formatKpiValue(kpi, kpi.previous);
  if (kpi.value === null || kpi.previous === null) {
    return {
      direction: 'none',
      short: 'Sin comparación',
      spoken: `Sin comparación con el periodo anterior (periodo anterior: ${previousText}).`,
    };
  }
  const difference = kpi.value - kpi.previous;
  // The values arrive rounded (one decimal for scores, three for gains): a difference below that is no change.
  if (Math.abs(difference) < 1e-9 || formatDifference(kpi, difference) === formatDifference(kpi, 0)) {
    return {
      direction: 'same',
      short: 'Sin cambio',
      spoken: `Sin cambio frente al periodo anterior, que también fue ${previousText}.`,
    };
  }
  const amount = formatDifference(kpi, difference);
  return difference > 0
    ? {
        direction: 'up',
        short: `+${amount}`,
        spoken: `Aumentó ${amount} frente al periodo anterior (${previousText}).`,
      }
    : {
        direction: 'down',
        short: `−${amount}`,
        spoken: `Disminuyó ${amount} frente al periodo anterior (${previousText}).`,
      };
}

const ICONS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, same: RemoveIcon, none: RemoveIcon };

/** One KPI: its name, its value in the period, and its change against the previous period. */
export function KpiCard({ kpi }: { kpi: DashboardKpi }) {
  const text = dashboardKpiText[kpi.key];
  const change = kpiChange(kpi);
  const Icon = ICONS[change.direction];
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}
    >
      <Typography id={titleId} component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {text.label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
        {formatKpiValue(kpi, kpi.value)}
      </Typography>
      <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Icon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
        <Box component="span" aria-hidden="true" sx={{ typography: 'body2' }}>
          {change.direction === 'none' || change.direction === 'same'
            ? change.short
            : `${change.short} frente al periodo anterior (${formatKpiValue(kpi, kpi.previous)})`}
        </Box>
        <VisuallyHidden>{change.spoken}</VisuallyHidden>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.help}
      </Typography>
    </Paper>
  );
}
