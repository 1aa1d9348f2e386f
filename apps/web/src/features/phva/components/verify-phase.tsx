import {
  PHVA_PHASES,
  phvaPhaseLabels,
  phvaRatingLabels,
  planAvailabilityNote,
  ratingObligations,
  scoringRuleText,
  STANDARD_GROUPS,
  standardGroups,
  standardsOfSet,
  type CycleDetail,
  type PhvaPhase,
} from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { formatDecimal } from '../../../lib/format';
import { useChangePhase } from '../api/phva';
import { ChartFigure } from '../../../components/chart-figure';
import { formatScorePercent, ratingColor, statusLabels } from './labels';

const points = (value: number) => formatDecimal(value);
const INITIAL_SIZE = { width: 500, height: 280 };

function PhaseChart({ cycle, phase }: { cycle: CycleDetail; phase: PhvaPhase }) {
  const theme = useTheme();
  const groups = STANDARD_GROUPS.filter((g) => standardGroups[g].phase === phase && cycle.result.byGroup[g]);
  const total = cycle.result.byPhase[phase];
  const data = groups.map((g) => ({
    label: g,
    earned: cycle.result.byGroup[g]?.earned ?? 0,
    missing: (cycle.result.byGroup[g]?.possible ?? 0) - (cycle.result.byGroup[g]?.earned ?? 0),
  }));
  return (
    <ChartFigure
      title={`${phvaPhaseLabels[phase]}: ${points(total.earned)} de ${points(total.possible)} puntos`}
      summary={`Gráfico de barras de la fase ${phvaPhaseLabels[phase]}: ${groups
        .map(
          (g) =>
            `${standardGroups[g].label}, ${points(cycle.result.byGroup[g]?.earned ?? 0)} de ${points(cycle.result.byGroup[g]?.possible ?? 0)} puntos`,
        )
        .join('; ')}.`}
      table={{
        columns: ['Grupo', 'Puntos obtenidos', 'Puntos posibles'],
        rows: groups.map((g) => [
          standardGroups[g].label,
          points(cycle.result.byGroup[g]?.earned ?? 0),
          points(cycle.result.byGroup[g]?.possible ?? 0),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
          <YAxis
            tickFormatter={(value) => points(Number(value))}
            tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
            width={40}
          />
          <Tooltip
            formatter={(value, name) => [points(Number(value)), name === 'earned' ? 'Obtenidos' : 'Sin obtener']}
          />
          <Bar dataKey="earned" name="earned" stackId="p" fill={theme.palette.success.main} isAnimationActive={false} />
          <Bar dataKey="missing" name="missing" stackId="p" fill={theme.palette.grey[400]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Verificar: the score and rating from the shared scorer, by phase and group, unmet standards and last cycle. */
export function VerifyPhase({ cycle }: { cycle: CycleDetail }) {
  const { result } = cycle;
  const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
  const unmet = standardsOfSet(cycle.standardSet).filter((s) => {
    const a = byCode.get(s.code);
    return !a?.status || a.status === 'no_cumple' || (a.status === 'no_aplica' && a.justification.trim() === '');
  });
  const advance = useChangePhase(cycle.id);
  const navigate = useNavigate();
  const phases = PHVA_PHASES.filter((p) => result.byPhase[p].possible > 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          Resultado
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{formatScorePercent(result.score)}</Typography>
        <Chip label={`Calificación: ${phvaRatingLabels[result.rating]}`} color={ratingColor[result.rating]} />
        <Typography sx={{ mt: 2 }}>{scoringRuleText(cycle.standardSet)}</Typography>
        {result.missing.length > 0 && (
          <Typography sx={{ mt: 1 }}>
            Faltan por evaluar {result.missing.length} estándares: {result.missing.join(', ')}. Cuentan como no
            cumplidos.
          </Typography>
        )}
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3 }}>
          Lo que exige esta calificación (Resolución 0312 de 2019, art. 28)
        </Typography>
        <Box component="ul" sx={{ pl: 3 }}>
          {ratingObligations[result.rating].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
        <Typography>{planAvailabilityNote}</Typography>
      </Paper>

      <Box component="section" aria-label="Puntos por fase">
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Puntos por fase y grupo
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {phases.map((phase) => (
            <PhaseChart key={phase} cycle={cycle} phase={phase} />
          ))}
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Estándares no cumplidos
        </Typography>
        {unmet.length === 0 ? (
          <Typography>La empresa cumple todos los estándares que le aplican.</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 3 }}>
            {unmet.map((s) => {
              const a = byCode.get(s.code);
              const why = !a?.status
                ? 'sin evaluar'
                : a.status === 'no_aplica'
                  ? 'no aplica sin justificación'
                  : statusLabels.no_cumple.toLowerCase();
              return (
                <li key={s.code}>
                  {s.code} · {s.description} ({why})
                </li>
              );
            })}
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Comparación con el ciclo anterior
        </Typography>
        {cycle.previous === null ? (
          <Typography>Es el primer ciclo verificado de esta empresa: no hay con qué comparar.</Typography>
        ) : (
          <Table size="small" aria-label={`Comparación con el periodo ${String(cycle.previous.period)}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Fase
                </TableCell>
                <TableCell component="th" scope="col">
                  Periodo {cycle.previous.period}
                </TableCell>
                <TableCell component="th" scope="col">
                  Este ciclo ({cycle.period})
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {PHVA_PHASES.map((phase) => (
                <TableRow key={phase}>
                  <TableCell component="th" scope="row">
                    {phvaPhaseLabels[phase]}
                  </TableCell>
                  <TableCell>{points(cycle.previous?.result.byPhase[phase].earned ?? 0)}</TableCell>
                  <TableCell>{points(result.byPhase[phase].earned)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row">
                  Puntaje total
                </TableCell>
                <TableCell>
                  {formatScorePercent(cycle.previous.result.score)} ({phvaRatingLabels[cycle.previous.result.rating]})
                </TableCell>
                <TableCell>
                  {formatScorePercent(result.score)} ({phvaRatingLabels[result.rating]})
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Paper>
      <FormErrorAlert error={advance.error} />
      {cycle.status !== 'cerrado' && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={advance.isPending}
          onClick={() =>
            advance.mutate('actuar', { onSuccess: () => void navigate(paths.admin.evaluationPhase.actuar(cycle.id)) })
          }
        >
          Continuar a «Actuar»
        </Button>
      )}
    </Box>
  );
}
