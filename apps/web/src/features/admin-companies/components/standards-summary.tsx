import { minimumStandardsReason, minimumStandardsSetFor, riskClassSchema } from '@academia/shared';
import Alert from '@mui/material/Alert';

interface StandardsSummaryProps {
  trabajadores: string;
  claseRiesgo: string;
}

/** "Estándares mínimos aplicables: 21", live as the size and risk class change, with the one-line reason. */
export function StandardsSummary({ trabajadores, claseRiesgo }: StandardsSummaryProps) {
  const workers = Number(trabajadores);
  const riskClass = riskClassSchema.safeParse(claseRiesgo);
  const known = trabajadores.trim() !== '' && Number.isInteger(workers) && workers >= 1 && riskClass.success;
  return (
    <Alert severity="info" role="status" sx={{ mt: 2 }}>
      {known ? (
        <>
          <strong>
            Estándares mínimos aplicables:{' '}
            {minimumStandardsSetFor({ trabajadores: workers, claseRiesgo: riskClass.data })}
          </strong>
          <br />
          {minimumStandardsReason({ trabajadores: workers, claseRiesgo: riskClass.data })}
        </>
      ) : (
        'Escriba el número de trabajadores y elija la clase de riesgo para ver qué estándares mínimos aplican (7, 21 o 60).'
      )}
    </Alert>
  );
}
