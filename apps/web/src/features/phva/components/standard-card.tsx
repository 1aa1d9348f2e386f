import { isTrainingStandard, type Assessment, type AssessmentStatus, type MinimumStandard } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FilePickerButton } from '../../../components/upload/file-picker-button';
import { errorMessageFor } from '../../../lib/api-client';
import {
  evidenceUrl,
  useAttachTrainingRecords,
  useRemoveEvidence,
  useSaveAssessment,
  useUploadEvidence,
} from '../api/phva';
import { statusLabels } from './labels';
import { TrainingPlanEvidence } from './training-plan-evidence';

const AUTOSAVE_DELAY_MS = 800;
const STATUSES = ['cumple', 'no_cumple', 'no_aplica'] as const;

interface StandardCardProps {
  cycleId: string;
  standard: MinimumStandard;
  assessment: Assessment | undefined;
  locked: boolean;
}

/** One standard: its status, notes and evidence, saved as they change (a "no aplica" waits for its reason). */
export function StandardCard({ cycleId, standard, assessment, locked }: StandardCardProps) {
  const headingId = useId();
  const save = useSaveAssessment(cycleId);
  const upload = useUploadEvidence(cycleId);
  const remove = useRemoveEvidence(cycleId);
  const attachRecords = useAttachTrainingRecords(cycleId);
  const [status, setStatus] = useState<AssessmentStatus | null>(assessment?.status ?? null);
  const [justification, setJustification] = useState(assessment?.justification ?? '');
  const [notes, setNotes] = useState(assessment?.notes ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const needsReason = status === 'no_aplica' && justification.trim() === '';

  const persist = (next: { status: AssessmentStatus | null; justification: string; notes: string }) => {
    if (locked) return;
    // A "no aplica" without its reason would be refused: keep it on screen until the reason is written.
    if (next.status === 'no_aplica' && next.justification.trim() === '') return;
    setState('saving');
    save.mutate({ code: standard.code, input: next }, { onSuccess: () => setState('saved') });
  };
  const schedule = (next: { status: AssessmentStatus | null; justification: string; notes: string }) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => persist(next), AUTOSAVE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ code: standard.code, file });
  };
  const error = save.error ?? upload.error ?? remove.error ?? attachRecords.error;

  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
        {standard.code} · {standard.description}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Evidencia esperada: {standard.evidence}
      </Typography>
      <FormControl disabled={locked}>
        <FormLabel id={`${headingId}-status`}>Resultado del estándar {standard.code}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${headingId}-status`}
          value={status ?? ''}
          onChange={(event) => {
            const next = event.target.value as AssessmentStatus;
            setStatus(next);
            persist({ status: next, justification, notes });
          }}
        >
          {STATUSES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={statusLabels[value]} />
          ))}
        </RadioGroup>
      </FormControl>
      {status === 'no_aplica' && (
        <TextField
          label={`Justificación de «No aplica» (${standard.code})`}
          value={justification}
          onChange={(event) => {
            setJustification(event.target.value);
            schedule({ status, justification: event.target.value, notes });
          }}
          disabled={locked}
          required
          error={needsReason}
          helperText={needsReason ? 'Escriba por qué no aplica: sin justificación no se guarda ni suma puntos.' : ' '}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
        />
      )}
      <TextField
        label={`Notas (${standard.code})`}
        value={notes}
        onChange={(event) => {
          setNotes(event.target.value);
          schedule({ status, justification, notes: event.target.value });
        }}
        disabled={locked}
        multiline
        minRows={1}
        fullWidth
        sx={{ mt: 1 }}
      />
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          Evidencias
        </Typography>
        {(assessment?.evidence.length ?? 0) === 0 ? (
          <Typography variant="body2">Sin archivos.</Typography>
        ) : (
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {assessment?.evidence.map((file) => (
              <li key={file.id}>
                <Link href={evidenceUrl(cycleId, file.id)}>{file.name}</Link>
                {!locked && (
                  <Button
                    size="small"
                    onClick={() => remove.mutate(file.id)}
                    aria-label={`Quitar ${file.name}`}
                    sx={{ ml: 1 }}
                  >
                    Quitar
                  </Button>
                )}
              </li>
            ))}
          </Box>
        )}
        {!locked && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <FilePickerButton
              label={`Adjuntar evidencia (${standard.code})`}
              accept="application/pdf,image/png,image/jpeg,image/gif,image/webp,.xlsx,.ods,.csv"
              disabled={upload.isPending}
              onChange={onFile}
            />
            {isTrainingStandard(standard.code) && (
              <Button
                variant="outlined"
                onClick={() => attachRecords.mutate(standard.code)}
                disabled={attachRecords.isPending}
              >
                Adjuntar registros de formación de la academia
              </Button>
            )}
          </Box>
        )}
      </Box>
      {isTrainingStandard(standard.code) && <TrainingPlanEvidence cycleId={cycleId} />}
      <Box role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {state === 'saving' && save.isPending ? 'Guardando…' : state === 'saved' && !save.isError ? 'Guardado.' : ''}
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessageFor(error)}
        </Alert>
      )}
    </Paper>
  );
}
