import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { AttemptsContact, EvaluationOverview } from '@academia/shared';
import { formatNumber } from '../../../lib/format';

interface AttemptsUsedUpProps {
  attemptsAllowed: number;
  contact: AttemptsContact;
}

/** "comuníquese con Laura Gómez, Responsable SST de su empresa" or with the academy's administrators. */
function whom(contact: AttemptsContact): string {
  return contact.kind === 'company_lead'
    ? `${contact.nombre}, Responsable SST de su empresa`
    : `los administradores de ${contact.nombre}`;
}

/**
 * After the last failed attempt: no "inténtelo de nuevo", but that the attempts are used up and whom to ask for
 * another one (their company's Responsable SST, else the academy), who can grant it from the route's enrolments.
 */
export function AttemptsUsedUp({ attemptsAllowed, contact }: AttemptsUsedUpProps) {
  return (
    <Alert severity="info" sx={{ flexBasis: '100%' }}>
      <AlertTitle component="h3">Usó todos sus intentos</AlertTitle>
      Ya usó{' '}
      {attemptsAllowed === 1
        ? 'el único intento permitido'
        : `los ${formatNumber(attemptsAllowed)} intentos permitidos`}{' '}
      para la evaluación final. Si necesita otro, comuníquese con {whom(contact)}
      {contact.email && (
        <>
          {' '}
          (<Link href={`mailto:${contact.email}`}>{contact.email}</Link>)
        </>
      )}
      , que puede concederle un intento más.
    </Alert>
  );
}

/** True when a learner's final test is locked because every attempt was used without passing. */
export function attemptsUsedUp(overview: EvaluationOverview): boolean {
  return (
    overview.kind === 'test' &&
    !overview.readOnly &&
    !overview.canStart &&
    overview.attemptsAllowed !== null &&
    overview.attemptsUsed >= overview.attemptsAllowed &&
    !overview.sessions.some((session) => session.result?.passed === true)
  );
}
