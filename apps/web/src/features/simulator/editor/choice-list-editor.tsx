import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScenarioChoice, ScenarioSituation } from '@academia/shared';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';
import { newChoice } from '../utils/scenario-draft';
import { DraftNumberField, DraftTextField } from './draft-fields';
import { NextSelect } from './next-select';

interface ChoiceListEditorProps {
  /** "situations.3" */
  path: string;
  selfId: string;
  choices: readonly ScenarioChoice[];
  onChange: (choices: ScenarioChoice[]) => void;
  situations: readonly ScenarioSituation[];
  issues: readonly ScenarioIssue[];
}

const MAX_CHOICES = 6;

/** The choices of a decision: text, consequence, points, critical error and where each leads. */
export function ChoiceListEditor({ path, selfId, choices, onChange, situations, issues }: ChoiceListEditorProps) {
  const update = (index: number, patch: Partial<ScenarioChoice>) =>
    onChange(choices.map((choice, at) => (at === index ? { ...choice, ...patch } : choice)));
  const listProblem = messageAt(issues, `${path}.choices`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h4" variant="subtitle1" id={fieldDomId(`${path}.choices`)} tabIndex={-1}>
        Opciones
      </Typography>
      {listProblem && <Typography sx={{ color: 'error.main' }}>{listProblem}</Typography>}
      {choices.map((choice, index) => {
        const at = `${path}.choices.${String(index)}`;
        return (
          <Paper
            key={choice.id}
            component="fieldset"
            variant="outlined"
            sx={{ p: 2, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              Opción {index + 1}
            </Typography>
            <DraftTextField
              path={`${at}.text`}
              label="Texto de la opción"
              value={choice.text}
              issues={issues}
              onChange={(text) => update(index, { text })}
            />
            <DraftTextField
              path={`${at}.consequence`}
              label="Consecuencia (se muestra al elegirla)"
              multiline
              value={choice.consequence}
              issues={issues}
              onChange={(consequence) => update(index, { consequence })}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' } }}>
              <DraftNumberField
                path={`${at}.points`}
                label="Puntos"
                integer
                value={choice.points}
                issues={issues}
                onChange={(points) => update(index, { points })}
                helperText="Pueden ser negativos."
              />
              <NextSelect
                path={`${at}.next`}
                value={choice.next}
                selfId={selfId}
                situations={situations}
                issues={issues}
                onChange={(next) => update(index, { next })}
              />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={choice.critical}
                    onChange={(event) => update(index, { critical: event.target.checked })}
                  />
                }
                label="Error crítico (con esta opción el intento no aprueba)"
              />
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon aria-hidden="true" />}
                disabled={choices.length <= 2}
                onClick={() => onChange(choices.filter((_, at2) => at2 !== index))}
              >
                Quitar la opción {index + 1}
              </Button>
            </Box>
          </Paper>
        );
      })}
      {choices.length < MAX_CHOICES && (
        <Box>
          <Button
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() =>
              onChange([
                ...choices,
                newChoice(
                  choices.map((choice) => choice.id),
                  choices[0]?.next ?? '',
                ),
              ])
            }
          >
            Agregar una opción
          </Button>
        </Box>
      )}
    </Box>
  );
}
