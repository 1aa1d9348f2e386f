import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CalculationField } from '@academia/shared';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';
import { freeId } from '../utils/scenario-draft';
import { DraftNumberField, DraftTextField } from './draft-fields';

interface CalculationEditorProps {
  path: string;
  fields: readonly CalculationField[];
  onChange: (fields: CalculationField[]) => void;
  issues: readonly ScenarioIssue[];
}

const MAX_FIELDS = 6;

/** The numbers a calculation step asks for: label, unit, expected value, tolerance, points and explanation. */
export function CalculationEditor({ path, fields, onChange, issues }: CalculationEditorProps) {
  const update = (index: number, patch: Partial<CalculationField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const listProblem = messageAt(issues, `${path}.fields`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h4" variant="subtitle1" id={fieldDomId(`${path}.fields`)} tabIndex={-1}>
        Valores que se calculan
      </Typography>
      {listProblem && <Typography sx={{ color: 'error.main' }}>{listProblem}</Typography>}
      {fields.map((field, index) => {
        const at = `${path}.fields.${String(index)}`;
        return (
          <Paper
            key={field.id}
            component="fieldset"
            variant="outlined"
            sx={{ p: 2, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              Valor {index + 1}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <DraftTextField
                path={`${at}.label`}
                label="Qué se calcula"
                value={field.label}
                issues={issues}
                onChange={(label) => update(index, { label })}
              />
              <DraftTextField
                path={`${at}.unit`}
                label="Unidad"
                value={field.unit}
                issues={issues}
                onChange={(unit) => update(index, { unit })}
                helperText="Por ejemplo: m, kg, %."
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <DraftNumberField
                path={`${at}.expected`}
                label="Valor correcto"
                value={field.expected}
                issues={issues}
                onChange={(expected) => update(index, { expected })}
              />
              <DraftNumberField
                path={`${at}.tolerance`}
                label="Tolerancia (±)"
                value={field.tolerance}
                issues={issues}
                onChange={(tolerance) => update(index, { tolerance })}
              />
              <DraftNumberField
                path={`${at}.points`}
                label="Puntos"
                integer
                value={field.points}
                issues={issues}
                onChange={(points) => update(index, { points })}
              />
            </Box>
            <DraftTextField
              path={`${at}.explanation`}
              label="Explicación (se muestra al responder)"
              multiline
              value={field.explanation}
              issues={issues}
              onChange={(explanation) => update(index, { explanation })}
            />
            <Box>
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon aria-hidden="true" />}
                disabled={fields.length <= 1}
                onClick={() => onChange(fields.filter((_, other) => other !== index))}
              >
                Quitar el valor {index + 1}
              </Button>
            </Box>
          </Paper>
        );
      })}
      {fields.length < MAX_FIELDS && (
        <Box>
          <Button
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() =>
              onChange([
                ...fields,
                {
                  id: freeId(
                    'campo',
                    fields.map((field) => field.id),
                  ),
                  label: '',
                  unit: '',
                  expected: 0,
                  tolerance: 0,
                  points: 1,
                  explanation: '',
                },
              ])
            }
          >
            Agregar un valor
          </Button>
        </Box>
      )}
    </Box>
  );
}
