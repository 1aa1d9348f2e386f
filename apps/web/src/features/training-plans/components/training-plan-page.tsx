import { paths } from '@academia/shared/paths';
import type { Assignment } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDay } from '../../../lib/format';
import { useArchiveAssignment, useAssignmentOptions, useAssignments } from '../api/training-plans';
import { AssignmentForm } from './assignment-form';
import { AssignmentsTable, targetText } from './assignments-table';
import { ComplianceSection } from './compliance-section';

/** `/admin/plan-de-capacitacion`: who must take which route by when, and who is on time (decision 038). */
export function TrainingPlanPage() {
  const options = useAssignmentOptions();
  const assignments = useAssignments();
  const archive = useArchiveAssignment();
  const [archiving, setArchiving] = useState<Assignment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title="Plan de capacitación"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description="Asigne rutas a una persona, a toda una empresa o a un cargo, con fecha límite, y vea quién va al día (Resolución 0312 de 2019, estándar 1.2.1)."
      />
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {options.isError && <LoadErrorAlert error={options.error} onRetry={() => void options.refetch()} />}
      {options.data && <AssignmentForm options={options.data} onCreated={setNotice} />}
      <section aria-labelledby="assignments-title">
        <Typography id="assignments-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Asignaciones activas
        </Typography>
        {assignments.isError && <LoadErrorAlert error={assignments.error} onRetry={() => void assignments.refetch()} />}
        {assignments.data && <AssignmentsTable items={assignments.data.items} onArchive={setArchiving} />}
      </section>
      {options.data && <ComplianceSection options={options.data} />}
      <ConfirmDialog
        open={archiving !== null}
        title="Archivar la asignación"
        confirmLabel="Archivar"
        destructive
        pending={archive.isPending}
        error={archive.error}
        onClose={() => {
          setArchiving(null);
          archive.reset();
        }}
        onConfirm={() => {
          if (!archiving) return;
          archive.mutate(archiving.id, {
            onSuccess: () => {
              setNotice(`Asignación archivada: ${archiving.routeTitle}.`);
              setArchiving(null);
            },
          });
        }}
      >
        {archiving &&
          `La ruta «${archiving.routeTitle}» dejará de estar asignada a ${targetText(archiving)} (fecha límite ${formatCalendarDay(archiving.dueDate)}). El avance y los certificados de cada persona se conservan.`}
      </ConfirmDialog>
    </>
  );
}
