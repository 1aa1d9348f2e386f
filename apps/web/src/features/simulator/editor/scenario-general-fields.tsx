import Box from '@mui/material/Box';
import type { ScenarioDefinition, ScenarioStatus } from '@academia/shared';
import { PlainSelect } from '../components/plain-select';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';
import { DraftNumberField, DraftTextField } from './draft-fields';
import { situationName } from './next-select';

interface ScenarioGeneralFieldsProps {
  draft: ScenarioDefinition;
  onChange: (patch: Partial<ScenarioDefinition>) => void;
  status: ScenarioStatus;
  onStatusChange: (status: ScenarioStatus) => void;
  issues: readonly ScenarioIssue[];
}

export const scenarioStatusLabels: Record<ScenarioStatus, string> = {
  draft: 'Borrador (los aprendices no lo ven)',
  published: 'Publicado (es un paso obligatorio de la ruta)',
};

/** Title, summary, pass mark, status and the first situation. */
export function ScenarioGeneralFields({ draft, onChange, status, onStatusChange, issues }: ScenarioGeneralFieldsProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DraftTextField
        path="title"
        label="Título del escenario"
        value={draft.title}
        issues={issues}
        onChange={(title) => onChange({ title })}
      />
      <DraftTextField
        path="summary"
        label="Resumen (se muestra antes de empezar)"
        multiline
        value={draft.summary}
        issues={issues}
        onChange={(summary) => onChange({ summary })}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <DraftNumberField
          path="passPercent"
          label="Porcentaje para aprobar"
          integer
          value={draft.passPercent}
          issues={issues}
          onChange={(passPercent) => onChange({ passPercent })}
          helperText="Del puntaje máximo, entre 1 y 100."
        />
        <PlainSelect
          id="simulador-estado"
          label="Estado"
          value={status}
          onChange={(value) => onStatusChange(value as ScenarioStatus)}
          options={(['draft', 'published'] as const).map((value) => ({ value, label: scenarioStatusLabels[value] }))}
        />
      </Box>
      <PlainSelect
        id={fieldDomId('startId')}
        label="Situación inicial"
        value={draft.situations.some((situation) => situation.id === draft.startId) ? draft.startId : ''}
        onChange={(startId) => onChange({ startId })}
        placeholder="Elija la primera situación…"
        options={draft.situations.map((situation) => ({ value: situation.id, label: situationName(situation) }))}
        error={messageAt(issues, 'startId')}
      />
    </Box>
  );
}
