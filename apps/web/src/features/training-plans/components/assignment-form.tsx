import {
  assignmentTargetKindLabels,
  ASSIGNMENT_TARGET_KINDS,
  createAssignmentSchema,
  type AssignmentOptions,
  type AssignmentTargetKind,
} from '@academia/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useAssignablePeople, useCreateAssignment } from '../api/training-plans';

type Field = 'routeId' | 'userId' | 'companyId' | 'jobTitle' | 'dueDate';

const empty = {
  routeId: '',
  targetKind: 'job_title' as AssignmentTargetKind,
  userId: '',
  companyId: '',
  jobTitle: '',
  dueDate: '',
  mandatory: true,
};

/** The form that assigns a route to a person, a whole company or a job title, with a due date. */
export function AssignmentForm({
  options,
  onCreated,
}: {
  options: AssignmentOptions;
  onCreated: (text: string) => void;
}) {
  const [form, setForm] = useState(empty);
  const [personQuery, setPersonQuery] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateAssignment();
  const people = useAssignablePeople(form.targetKind === 'person' ? personQuery : '');
  const onlyCompany = options.companies.length === 1 ? options.companies[0] : undefined;
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAssignmentSchema.safeParse({
      routeId: form.routeId,
      targetKind: form.targetKind,
      userId: form.targetKind === 'person' ? form.userId || null : null,
      companyId: form.targetKind === 'person' ? null : form.companyId || onlyCompany?.id || null,
      jobTitle: form.targetKind === 'job_title' ? form.jobTitle || null : null,
      dueDate: form.dueDate,
      mandatory: form.mandatory,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0]) as Field;
        found[path] ??= issue.message;
      }
      setProblems(found);
      const first = (['routeId', 'userId', 'companyId', 'jobTitle', 'dueDate'] as const).find((f) => found[f]);
      if (first) document.getElementById(`assignment-${first}`)?.focus();
      return;
    }
    setProblems({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setForm(empty);
        setPersonQuery('');
        onCreated(`Ruta asignada: ${created.routeTitle}. Cubre hoy a ${String(created.coveredCount)} persona(s).`);
      },
    });
  };

  const fieldProps = (field: Field) => ({
    id: `assignment-${field}`,
    error: Boolean(problems[field]),
    helperText: problems[field],
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="assignment-form-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="assignment-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Nueva asignación
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          select
          label="Ruta"
          required
          value={form.routeId}
          onChange={(e) => set('routeId', e.target.value)}
          {...fieldProps('routeId')}
        >
          {options.routes.map((route) => (
            <MenuItem key={route.id} value={route.id}>
              {route.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="assignment-targetKind"
          label="Asignar a"
          value={form.targetKind}
          onChange={(e) => set('targetKind', e.target.value as AssignmentTargetKind)}
        >
          {ASSIGNMENT_TARGET_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {assignmentTargetKindLabels[kind]}
            </MenuItem>
          ))}
        </TextField>
        {form.targetKind === 'person' && (
          <>
            <TextField
              id="assignment-person-search"
              label="Buscar persona"
              type="search"
              helperText="Escriba al menos 2 letras del nombre, el correo o el documento."
              value={personQuery}
              onChange={(e) => setPersonQuery(e.target.value)}
            />
            <TextField
              select
              label="Persona"
              required
              value={form.userId}
              onChange={(e) => set('userId', e.target.value)}
              {...fieldProps('userId')}
            >
              {(people.data?.items ?? []).map((person) => (
                <MenuItem key={person.id} value={person.id}>
                  {person.nombre} · {person.email}
                  {person.companyName ? ` · ${person.companyName}` : ''}
                </MenuItem>
              ))}
              {(people.data?.items.length ?? 0) === 0 && (
                <MenuItem value="" disabled>
                  {personQuery.trim().length < 2 ? 'Busque primero a la persona' : 'Nadie coincide con la búsqueda'}
                </MenuItem>
              )}
            </TextField>
          </>
        )}
        {form.targetKind !== 'person' && !onlyCompany && (
          <TextField
            select
            label="Empresa"
            required={form.targetKind === 'company'}
            value={form.companyId}
            onChange={(e) => set('companyId', e.target.value)}
            {...fieldProps('companyId')}
            helperText={
              problems.companyId ??
              (form.targetKind === 'job_title'
                ? 'Déjela en «Todas» para cubrir el cargo en todas las empresas.'
                : undefined)
            }
          >
            {form.targetKind === 'job_title' && <MenuItem value="">Todas las empresas</MenuItem>}
            {options.companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.nombre}
              </MenuItem>
            ))}
          </TextField>
        )}
        {form.targetKind === 'job_title' && (
          <TextField
            label="Cargo"
            required
            value={form.jobTitle}
            onChange={(e) => set('jobTitle', e.target.value)}
            {...fieldProps('jobTitle')}
            helperText={
              problems.jobTitle ??
              'Cubre a quien tenga este cargo, también a quienes lleguen después. No distingue mayúsculas.'
            }
            slotProps={{ htmlInput: { list: 'assignment-job-titles' } }}
          />
        )}
        <datalist id="assignment-job-titles">
          {options.jobTitles.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
        <TextField
          type="date"
          label="Fecha límite"
          required
          value={form.dueDate}
          onChange={(e) => set('dueDate', e.target.value)}
          {...fieldProps('dueDate')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: options.today } }}
        />
        <FormControlLabel
          control={<Checkbox checked={form.mandatory} onChange={(e) => set('mandatory', e.target.checked)} />}
          label="Obligatoria (sus recordatorios por correo no se pueden desactivar)"
        />
        <FormErrorAlert error={create.error} />
        <div>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Asignar ruta
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
