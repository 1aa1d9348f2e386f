import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ContentItemView, NextStep } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessageFor } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCompleteItem } from '../api/complete-item';

export const COMPLETE_AND_CONTINUE = 'Completar y continuar';
export const FINAL_TEST_ACTION = 'Presentar la evaluación final';
export const BACK_TO_ROUTE = 'Volver a la ruta';

/** The words of the one primary action that leads to a step: the final test is offered by name. */
export function continueLabel(next: NextStep): string {
  if (next.kind === 'test') return FINAL_TEST_ACTION;
  if (next.kind === 'pretest') return 'Presentar la prueba inicial';
  return `Continuar: ${next.title}`;
}

function automaticCompletionText(item: ContentItemView): string {
  if (item.kind === 'video') return 'Este contenido se marca como completado al ver el 90 % del video.';
  if (item.kind === 'quiz') return 'Este repaso se marca como completado al aprobarlo.';
  return 'Este contenido se marca como completado automáticamente.';
}

const primarySx = { minHeight: 48, alignSelf: 'flex-start', textAlign: 'left' } as const;

/**
 * The one way forward from a content (ADR 028): "Completar y continuar" while it is not done (it marks it done and
 * opens the next step), "Continuar" or "Presentar la evaluación final" once it is. Going back, to the previous
 * content or to the route, is a quieter text link, so two look-alike green buttons never compete.
 */
export function ItemActions({ item }: { item: ContentItemView }) {
  const complete = useCompleteItem(item.route.id, item.id);
  const navigate = useNavigate();
  const routePath = paths.route(item.route.id);
  const { completedAt } = item.progress;

  let status: ReactNode = null;
  let primary: ReactNode = null;
  const primaryIsBack = item.preview ? item.next === null : Boolean(completedAt) && item.continueTo === null;
  if (item.preview) {
    const next = item.next;
    primary = (
      <Button
        component={RouterLink}
        to={next ? paths.routeContent(item.route.id, next.id) : routePath}
        variant="contained"
        endIcon={<ArrowForwardIcon aria-hidden="true" />}
        sx={primarySx}
      >
        {next ? `Siguiente: ${next.title}` : BACK_TO_ROUTE}
      </Button>
    );
  } else if (completedAt) {
    status = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip color="success" icon={<CheckCircleIcon aria-hidden="true" />} label="Completado" />
        <Typography>Lo completó el {formatDate(completedAt)}.</Typography>
      </Box>
    );
    primary = (
      <Button
        component={RouterLink}
        to={item.continueTo?.href ?? routePath}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon aria-hidden="true" />}
        sx={primarySx}
      >
        {item.continueTo ? continueLabel(item.continueTo) : BACK_TO_ROUTE}
      </Button>
    );
  } else if (item.manualCompletion) {
    primary = (
      <Button
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon aria-hidden="true" />}
        loading={complete.isPending}
        onClick={() => complete.mutate(undefined, { onSuccess: ({ next }) => void navigate(next?.href ?? routePath) })}
        sx={primarySx}
      >
        {COMPLETE_AND_CONTINUE}
      </Button>
    );
  } else {
    status = <Typography sx={{ color: 'text.secondary' }}>{automaticCompletionText(item)}</Typography>;
  }

  // An optional content that completes itself (a video, a review) may be left for later.
  const skip = !item.preview && !completedAt && !item.manualCompletion && !item.required ? item.next : null;
  return (
    <Box
      component="nav"
      aria-label="Contenidos de la ruta"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Box aria-live="polite">{status}</Box>
      {primary}
      {complete.isError && <Alert severity="error">{errorMessageFor(complete.error)}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 2 } }}>
        {item.previous && (
          <Button
            component={RouterLink}
            to={paths.routeContent(item.route.id, item.previous.id)}
            variant="text"
            startIcon={<ArrowBackIcon aria-hidden="true" />}
            sx={{ minHeight: 44, textAlign: 'left' }}
          >
            Anterior: {item.previous.title}
          </Button>
        )}
        {skip && (
          <Button
            component={RouterLink}
            to={paths.routeContent(item.route.id, skip.id)}
            variant="text"
            sx={{ minHeight: 44, textAlign: 'left' }}
          >
            Dejarlo para después: {skip.title}
          </Button>
        )}
        {/* When "Volver a la ruta" is already the primary action it is not repeated here. */}
        {!primaryIsBack && (
          <Button component={RouterLink} to={routePath} variant="text" sx={{ minHeight: 44 }}>
            {BACK_TO_ROUTE}
          </Button>
        )}
      </Box>
    </Box>
  );
}
