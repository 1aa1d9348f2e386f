import Box from '@mui/material/Box';
import type { ScenarioSituation } from '@academia/shared';
import type { ScenarioIssue } from '../utils/issues';
import type { MediaFile } from '../utils/route-media';
import { CalculationEditor } from './calculation-editor';
import { ChoiceListEditor } from './choice-list-editor';
import { DraftTextField } from './draft-fields';
import { Gtc45Editor } from './gtc45-editor';
import { MediaPicker } from './media-picker';
import { NextSelect } from './next-select';

interface SituationEditorProps {
  index: number;
  situation: ScenarioSituation;
  onChange: (situation: ScenarioSituation) => void;
  situations: readonly ScenarioSituation[];
  files: readonly MediaFile[];
  onUploaded: (file: MediaFile) => void;
  issues: readonly ScenarioIssue[];
}

/** The fields of one situation: title, text and media, then what its kind needs. */
export function SituationEditor({
  index,
  situation,
  onChange,
  situations,
  files,
  onUploaded,
  issues,
}: SituationEditorProps) {
  const path = `situations.${String(index)}`;
  // Every kind keeps its own fields: the patch never changes `kind`.
  const patch = (changes: Partial<ScenarioSituation>) => onChange({ ...situation, ...changes } as ScenarioSituation);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DraftTextField
        path={`${path}.title`}
        label="Título"
        value={situation.title}
        issues={issues}
        onChange={(title) => patch({ title })}
      />
      <DraftTextField
        path={`${path}.text`}
        label={situation.kind === 'end' ? 'Cómo termina el escenario' : 'Texto de la situación'}
        multiline
        value={situation.text}
        issues={issues}
        onChange={(text) => patch({ text })}
      />
      <MediaPicker
        path={`${path}.media`}
        media={situation.media}
        files={files}
        onUploaded={onUploaded}
        issues={issues}
        onChange={(media) => patch({ media })}
      />
      {situation.kind === 'choice' && (
        <ChoiceListEditor
          path={path}
          selfId={situation.id}
          choices={situation.choices}
          situations={situations}
          issues={issues}
          onChange={(choices) => patch({ choices })}
        />
      )}
      {situation.kind === 'calculation' && (
        <CalculationEditor
          path={path}
          fields={situation.fields}
          issues={issues}
          onChange={(fields) => patch({ fields })}
        />
      )}
      {situation.kind === 'gtc45' && <Gtc45Editor path={path} situation={situation} issues={issues} onChange={patch} />}
      {(situation.kind === 'calculation' || situation.kind === 'gtc45') && (
        <NextSelect
          path={`${path}.next`}
          label="Después lleva a"
          value={situation.next}
          selfId={situation.id}
          situations={situations}
          issues={issues}
          onChange={(next) => patch({ next })}
        />
      )}
    </Box>
  );
}
