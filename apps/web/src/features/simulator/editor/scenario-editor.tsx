import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { scenarioStatusLabels, type AdminRoute, type AdminScenario, type ScenarioDefinition } from '@academia/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { errorMessageFor, isApiError } from '../../../lib/api-client';
import { useDeleteScenario, useSaveScenario } from '../api/admin-simulator';
import { focusIssue, type ScenarioIssue } from '../utils/issues';
import { routeMediaFiles, type MediaFile } from '../utils/route-media';
import { FileActions } from './file-actions';
import { PreviewDialog } from './preview-dialog';
import { ScenarioGeneralFields } from './scenario-general-fields';
import { SituationList } from './situation-list';
import { useScenarioDraft } from './use-scenario-draft';
import { ValidationSummary } from './validation-summary';

interface ScenarioEditorProps {
  route: AdminRoute;
  /** The stored scenario, or null for a new one (it starts from a small valid example). */
  saved: AdminScenario | null;
  onNotice: (message: string) => void;
  onDeleted: () => void;
}

const SUMMARY_ID = 'simulador-resumen-de-problemas';

/** The scenario form, its live validation, and save, delete, export, import and preview. */
export function ScenarioEditor({ route, saved, onNotice, onDeleted }: ScenarioEditorProps) {
  const draft = useScenarioDraft(saved, route.title);
  const save = useSaveScenario(route.id);
  const remove = useDeleteScenario(route.id);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [uploaded, setUploaded] = useState<MediaFile[]>([]);
  const [preview, setPreview] = useState<ScenarioDefinition | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);

  const files = [
    ...routeMediaFiles(route),
    ...uploaded.filter((file) => !routeMediaFiles(route).some((f) => f.id === file.id)),
  ];
  const serverIssues: ScenarioIssue[] =
    save.isError && isApiError(save.error) && !draft.dirty ? save.error.fieldProblems : [];
  const issues: ScenarioIssue[] = [...draft.validation.errors, ...serverIssues];

  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  /** Opens the situation that holds the problem, then moves focus to its field. */
  const goTo = (issue: ScenarioIssue) => {
    const index = /^situations\.(\d+)/.exec(String(issue.path))?.[1];
    const situation = index === undefined ? undefined : draft.draft.situations[Number(index)];
    if (situation) toggle(situation.id, true);
    window.setTimeout(() => focusIssue(issue.path), 0);
  };
  const blockWith = (message: string) => {
    setBlocked(message);
    document.getElementById(SUMMARY_ID)?.focus();
  };

  const onSave = () => {
    if (!draft.validation.definition) {
      blockWith('Corrija los problemas del escenario antes de guardarlo.');
      return;
    }
    setBlocked(null);
    save.mutate(
      { definition: draft.validation.definition, status: draft.status },
      {
        onSuccess: (stored) => {
          draft.markSaved(stored);
          onNotice(
            stored.status === 'published' ? 'Simulador guardado y publicado.' : 'Simulador guardado como borrador.',
          );
        },
      },
    );
  };
  const onPreview = () => {
    if (!draft.validation.definition) {
      blockWith('La vista previa necesita un escenario sin problemas: corríjalos primero.');
      return;
    }
    setBlocked(null);
    setPreview(draft.validation.definition);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h5" sx={{ mr: 1 }}>
          Simulador de la ruta
        </Typography>
        <Chip label={saved ? scenarioStatusLabels[saved.status] : 'Sin guardar'} size="small" />
        {draft.dirty && <Chip label="Cambios sin guardar" variant="outlined" size="small" />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon aria-hidden="true" />}
          onClick={onSave}
          loading={save.isPending}
        >
          Guardar
        </Button>
        <Button variant="outlined" startIcon={<PlayCircleOutlineIcon aria-hidden="true" />} onClick={onPreview}>
          Vista previa
        </Button>
        <FileActions
          draft={draft.draft}
          onImported={(definition, fileName) => {
            draft.replace(definition);
            setExpanded(new Set());
            onNotice(`Escenario importado de «${fileName}». Revíselo y guarde los cambios.`);
          }}
        />
        {saved && (
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon aria-hidden="true" />}
            onClick={() => setConfirmDelete(true)}
          >
            Eliminar el simulador
          </Button>
        )}
      </Box>
      {blocked && <Alert severity="warning">{blocked}</Alert>}
      {save.isError && serverIssues.length === 0 && <Alert severity="error">{errorMessageFor(save.error)}</Alert>}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Box sx={{ order: { xs: 2, lg: 1 }, display: 'flex', flexDirection: 'column', gap: 3 }} key={draft.revision}>
          <ScenarioGeneralFields
            draft={draft.draft}
            onChange={draft.patch}
            status={draft.status}
            onStatusChange={draft.setStatus}
            issues={issues}
          />
          <Typography component="h3" variant="h6">
            Situaciones
          </Typography>
          <SituationList
            situations={draft.draft.situations}
            startId={draft.draft.startId}
            onChange={draft.updateSituation}
            onAdd={(kind) => toggle(draft.addSituation(kind), true)}
            onRemove={draft.removeSituation}
            expanded={expanded}
            onToggle={toggle}
            files={files}
            onUploaded={(file) => setUploaded((current) => [...current, file])}
            issues={issues}
          />
        </Box>
        <Box sx={{ order: { xs: 1, lg: 2 }, position: { lg: 'sticky' }, top: { lg: 16 }, alignSelf: 'start' }}>
          <ValidationSummary issues={issues} maxScore={draft.validation.maxScore} onGoTo={goTo} />
        </Box>
      </Box>

      <PreviewDialog definition={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar el simulador?"
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        error={remove.isError ? remove.error : null}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmDelete(false);
              onNotice('Simulador eliminado.');
              onDeleted();
            },
          })
        }
      >
        La ruta dejará de tener el paso «Simulador». Los intentos ya hechos se conservan en el historial de los
        aprendices.
      </ConfirmDialog>
    </Box>
  );
}
