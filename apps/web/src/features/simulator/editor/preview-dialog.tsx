import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ScenarioDefinition } from '@academia/shared';
import { useState } from 'react';
import { ResponsiveDialog } from '../../../components/dialogs/responsive-dialog';
import { ScenarioPlayer } from '../components/scenario-player';
import { previewSession } from './preview-driver';

interface PreviewDialogProps {
  /** The draft to play; null closes the dialog. */
  definition: ScenarioDefinition | null;
  onClose: () => void;
}

/** «Vista previa»: the draft played as a learner would, with the same player; nothing is stored. */
export function PreviewDialog({ definition, onClose }: PreviewDialogProps) {
  return (
    <ResponsiveDialog
      open={definition !== null}
      onClose={onClose}
      restoreFocus
      title={definition ? `Vista previa: ${definition.title}` : 'Vista previa'}
    >
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 2 }}>
          Vista previa del borrador: se juega como lo verá un aprendiz, pero nada de lo que haga aquí se guarda.
        </Alert>
        {definition && <PreviewRun definition={definition} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar la vista previa</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function PreviewRun({ definition }: { definition: ScenarioDefinition }) {
  const [run, setRun] = useState(() => ({ key: 0, ...previewSession(definition) }));
  return (
    <ScenarioPlayer
      key={run.key}
      initial={run.initial}
      driver={run.driver}
      passPercent={definition.passPercent}
      debriefActions={
        <Button variant="contained" onClick={() => setRun({ key: run.key + 1, ...previewSession(definition) })}>
          Jugar de nuevo
        </Button>
      }
    />
  );
}
