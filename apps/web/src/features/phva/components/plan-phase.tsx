import {
  MINIMUM_STANDARD_SETS,
  STANDARD_GROUPS,
  standardGroups,
  standardsOfSet,
  type CycleDetail,
  type MinimumStandardSet,
} from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useChangePhase, useSavePlan } from '../api/phva';

/** Planear: responsible person, date, the applicable set with its reason (an override needs a reason), schedule. */
export function PlanPhase({ cycle }: { cycle: CycleDetail }) {
  const save = useSavePlan(cycle.id);
  const advance = useChangePhase(cycle.id);
  const navigate = useNavigate();
  const locked = cycle.status === 'cerrado';
  const [responsibleName, setResponsibleName] = useState(cycle.responsibleName);
  const [evaluationDate, setEvaluationDate] = useState(cycle.evaluationDate ?? '');
  const [standardSet, setStandardSet] = useState<MinimumStandardSet>(cycle.standardSet);
  const [setJustification, setSetJustification] = useState(cycle.setJustification ?? '');
  const [schedule, setSchedule] = useState<Record<string, string>>(
    Object.fromEntries(Object.entries(cycle.schedule).map(([group, day]) => [group, day ?? ''])),
  );
  const [saved, setSaved] = useState(false);
  const groups = STANDARD_GROUPS.filter((g) => standardsOfSet(standardSet).some((s) => s.group === g));
  const overridden = standardSet !== cycle.suggestedSet;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      {
        responsibleName,
        evaluationDate,
        standardSet,
        setJustification: overridden ? setJustification : null,
        schedule: Object.fromEntries(groups.map((g) => [g, schedule[g] || null])),
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  const goToDo = () =>
    advance.mutate('hacer', { onSuccess: () => void navigate(paths.admin.evaluationPhase.hacer(cycle.id)) });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Plan de la evaluación
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField label="Empresa" value={cycle.companyName} disabled />
        <TextField label="Periodo" value={String(cycle.period)} disabled />
        <TextField
          label="Responsable de la evaluación"
          value={responsibleName}
          onChange={(event) => setResponsibleName(event.target.value)}
          disabled={locked}
          required
        />
        <TextField
          label="Fecha de la evaluación"
          type="date"
          value={evaluationDate}
          onChange={(event) => setEvaluationDate(event.target.value)}
          disabled={locked}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
        Estándares que aplican
      </Typography>
      <Typography sx={{ mb: 2 }}>{cycle.suggestedSetReason}</Typography>
      <TextField
        select
        label="Grupo de estándares"
        value={String(standardSet)}
        onChange={(event) => setStandardSet(Number(event.target.value) as MinimumStandardSet)}
        disabled={locked}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240 }}
      >
        {MINIMUM_STANDARD_SETS.map((set) => (
          <option key={set} value={set}>
            {set} estándares{set === cycle.suggestedSet ? ' (el que corresponde)' : ''}
          </option>
        ))}
      </TextField>
      {overridden && (
        <TextField
          label="Justificación del cambio de grupo"
          value={setJustification}
          onChange={(event) => setSetJustification(event.target.value)}
          disabled={locked}
          required
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          helperText="Explique por qué la empresa se evalúa con un grupo distinto del que corresponde."
        />
      )}
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
        Cronograma por grupo
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {groups.map((g) => (
          <TextField
            key={g}
            label={standardGroups[g].label}
            type="date"
            value={schedule[g] ?? ''}
            onChange={(event) => setSchedule((current) => ({ ...current, [g]: event.target.value }))}
            disabled={locked}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <FormErrorAlert error={save.error ?? advance.error} />
      {saved && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          Se guardó el plan.
        </Alert>
      )}
      {!locked && (
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar el plan
          </Button>
          <Button variant="outlined" onClick={goToDo} disabled={advance.isPending}>
            Continuar a «Hacer»
          </Button>
        </Box>
      )}
    </Paper>
  );
}
