import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Fact, FactList } from '../../../components/facts';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { formatDuration, formatNumber } from '../../../lib/format';
import { useLearnerProgress } from '../api/get-learner-progress';
import { ProgressCharts } from './progress-charts';

/** "Resumen": the learner's totals and the charts of their progress over time and time per route. */
export function SummarySection() {
  const progress = useLearnerProgress();
  const titleId = useId();
  const data = progress.data;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        Resumen
      </Typography>
      {!data ? (
        progress.isError ? (
          <LoadErrorAlert error={progress.error} onRetry={() => void progress.refetch()} />
        ) : (
          <LoadingScreen fullScreen={false} label="Cargando su resumen…" />
        )
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FactList
              sx={{ gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
            >
              <Fact term="Rutas inscritas">{formatNumber(data.totals.routes)}</Fact>
              <Fact term="Rutas completadas">{formatNumber(data.totals.completedRoutes)}</Fact>
              <Fact term="Contenidos completados">{formatNumber(data.totals.completedItems)}</Fact>
              <Fact term="Tiempo total">{formatDuration(data.totals.secondsSpent)}</Fact>
            </FactList>
          </Paper>
          <ProgressCharts progress={data} />
        </Box>
      )}
    </Box>
  );
}
