import { STANDARD_GROUPS, standardGroups, standardsOfSet, type CycleDetail } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { formatCount } from '../../../lib/format';
import { useChangePhase } from '../api/phva';
import { StandardCard } from './standard-card';

function GroupProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const id = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={id} variant="body2">
        {formatCount(done, 'estándar evaluado', 'estándares evaluados')} de {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (done * 100) / total}
        aria-label={`Avance de ${label}`}
        aria-describedby={id}
      />
    </Box>
  );
}

/** Hacer: one card per standard of the set, grouped as the resolution groups them, each saved as it changes. */
export function DoPhase({ cycle }: { cycle: CycleDetail }) {
  const standards = standardsOfSet(cycle.standardSet);
  const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
  const advance = useChangePhase(cycle.id);
  const navigate = useNavigate();
  const goToVerify = () =>
    advance.mutate('verificar', { onSuccess: () => void navigate(paths.admin.evaluationPhase.verificar(cycle.id)) });
  const assessed = standards.filter((s) => byCode.get(s.code)?.status).length;
  return (
    <>
      <Typography sx={{ mb: 3 }}>
        Evalúe cada uno de los {cycle.standardSet} estándares. Los cambios se guardan solos.{' '}
        {formatCount(assessed, 'estándar evaluado', 'estándares evaluados')} de {standards.length}.
      </Typography>
      {STANDARD_GROUPS.map((group) => {
        const inGroup = standards.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        const done = inGroup.filter((s) => byCode.get(s.code)?.status).length;
        const label = standardGroups[group].label;
        return (
          <Box component="section" key={group} aria-label={label} sx={{ mb: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
              {label}
            </Typography>
            <GroupProgress label={label} done={done} total={inGroup.length} />
            <Box sx={{ display: 'grid', gap: 2 }}>
              {inGroup.map((standard) => (
                <StandardCard
                  key={standard.code}
                  cycleId={cycle.id}
                  standard={standard}
                  assessment={byCode.get(standard.code)}
                  locked={cycle.status === 'cerrado'}
                />
              ))}
            </Box>
          </Box>
        );
      })}
      <FormErrorAlert error={advance.error} />
      {cycle.status !== 'cerrado' && (
        <Button variant="contained" onClick={goToVerify} disabled={advance.isPending} sx={{ mt: 2 }}>
          Continuar a «Verificar»
        </Button>
      )}
    </>
  );
}
