import Button from '@mui/material/Button';
import { evaluationKindLabels, type EvaluationKind } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { evaluationCrumbs, evaluationPath } from '../utils/paths';
import { FORBIDDEN_TEXT, ROUTE_NOT_FOUND_TEXT } from '../utils/texts';
import { BackToRoute } from './back-to-route';

interface EvaluationErrorProps {
  routeId: string;
  kind: EvaluationKind;
  userId: string | null;
  error: unknown;
  retry: () => void;
}

/**
 * The overview could not load: someone else's evaluation (403, with a link to one's own), an unknown route (404,
 * with the list of routes), or anything else ("Reintentar" and back to the route).
 */
export function EvaluationError({ routeId, kind, userId, error, retry }: EvaluationErrorProps) {
  const forbidden = userId !== null && isApiError(error) && error.status === 403;
  const notFound = isApiError(error) && error.status === 404;
  const ownLabel = kind === 'test' ? 'Ver mi evaluación final' : 'Ver mi prueba inicial';
  return (
    <>
      <PageHeader title={evaluationKindLabels[kind]} breadcrumbs={evaluationCrumbs(routeId, 'Ruta')} />
      <LoadErrorAlert
        error={error}
        onRetry={retry}
        expected={forbidden ? FORBIDDEN_TEXT : notFound ? ROUTE_NOT_FOUND_TEXT : null}
        sx={{ mb: 3, maxWidth: 720 }}
      />
      {forbidden ? (
        <Button component={RouterLink} to={evaluationPath(routeId, kind)} variant="contained" sx={{ minHeight: 48 }}>
          {ownLabel}
        </Button>
      ) : notFound ? (
        <Button component={RouterLink} to={paths.routes()} variant="contained" sx={{ minHeight: 48 }}>
          Ver todas las rutas
        </Button>
      ) : (
        <BackToRoute routeId={routeId} />
      )}
    </>
  );
}
