import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';

interface DetailLoadErrorProps {
  query: UseQueryResult<unknown>;
  /** "Documento no encontrado", "Norma no encontrada". */
  notFoundTitle: string;
  notFoundText: string;
  title: string;
  crumbs: readonly Crumb[];
  backTo: string;
  backLabel: string;
}

/** Why a document or norm could not be shown: gone (no retry) or a failure worth retrying. */
export function DetailLoadError({
  query,
  notFoundTitle,
  notFoundText,
  title,
  crumbs,
  backTo,
  backLabel,
}: DetailLoadErrorProps) {
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <PageHeader title={notFound ? notFoundTitle : title} breadcrumbs={crumbs} />
      <LoadErrorAlert
        error={query.error}
        onRetry={() => void query.refetch()}
        expected={notFound ? notFoundText : null}
        sx={{ mb: 3, maxWidth: 720 }}
      />
      <Button component={RouterLink} to={backTo} variant="outlined" sx={{ minHeight: 44 }}>
        {backLabel}
      </Button>
    </>
  );
}
