import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminRoute } from '@academia/shared';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { useAdminScenario } from '../api/admin-simulator';
import { ScenarioEditor } from './scenario-editor';

export interface SimulatorTabProps {
  route: AdminRoute;
  onNotice: (message: string) => void;
}

/** The «Simulador» tab of the route editor: the route's scenario, or a way to create one. */
export function SimulatorTab({ route, onNotice }: SimulatorTabProps) {
  const scenario = useAdminScenario(route.id);
  const [creating, setCreating] = useState(false);

  if (scenario.isPending) return <LoadingScreen fullScreen={false} label="Cargando el simulador…" />;
  if (scenario.isError) return <LoadErrorAlert error={scenario.error} onRetry={() => void scenario.refetch()} />;
  if (scenario.data === null && !creating) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, maxWidth: '72ch' }}>
        <Typography component="h2" variant="h5">
          Simulador de la ruta
        </Typography>
        <Typography>
          Esta ruta todavía no tiene simulador. Un escenario es una serie de situaciones con decisiones, cálculos o
          valoraciones GTC 45; publicado, es un paso obligatorio antes de la evaluación final.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={() => setCreating(true)}>
          Crear un escenario
        </Button>
      </Box>
    );
  }
  // Keyed by whether one is stored: deleting it, or saving a new one, starts the form again from the server's copy.
  return (
    <ScenarioEditor
      key={scenario.data ? 'stored' : 'new'}
      route={route}
      saved={scenario.data}
      onNotice={onNotice}
      onDeleted={() => setCreating(false)}
    />
  );
}
