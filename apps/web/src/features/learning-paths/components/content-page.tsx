import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { itemKindLabels, lockedStepDetailsSchema, type ContentItemView } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useRef, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { errorMessageFor, isApiError } from '../../../lib/api-client';
import { formatMinutes } from '../../../lib/format';
import { useContentItem } from '../api/get-content-item';
import { useStartRoute } from '../api/get-route-detail';
import { useProgressReporter, type PositionReader } from '../hooks/use-progress-reporter';
import { PREVIEW_TEXT } from '../utils/texts';
import { FavoriteButton } from './favorite-button';
import { BACK_TO_ROUTE, continueLabel, ItemActions } from './item-actions';
import { LinkContent } from './link-content';
import { PdfContent } from './pdf-content';
import { QuizContent } from './quiz-content';
import { StepIcon } from './step-icon';
import { TextContent } from './text-content';
import { VideoContent } from './video-content';

export const ITEM_NOT_FOUND_TEXT = 'No encontramos este contenido en la ruta.';

const baseCrumbs: Crumb[] = [
  { label: 'Inicio', to: paths.home() },
  { label: 'Rutas de aprendizaje', to: paths.routes() },
];

function ItemBody({ item, positionRef, onPause }: ContentPlayerParts) {
  const missing = <Alert severity="warning">Este contenido todavía no tiene material disponible.</Alert>;
  switch (item.kind) {
    case 'text':
      return item.html !== null ? (
        <TextContent html={item.html} initialFraction={item.progress.position} positionRef={positionRef} />
      ) : (
        missing
      );
    case 'video':
      return item.video ? (
        <VideoContent
          title={item.title}
          video={item.video}
          startAt={item.progress.position}
          watched={item.progress.maxPosition}
          positionRef={positionRef}
          onPause={onPause}
        />
      ) : (
        missing
      );
    case 'pdf':
      return item.pdf ? <PdfContent pdf={item.pdf} /> : missing;
    case 'link':
      return item.link ? <LinkContent url={item.link.url} /> : missing;
    case 'quiz':
      return item.quiz ? (
        <QuizContent routeId={item.route.id} itemId={item.id} quiz={item.quiz} preview={item.preview} />
      ) : (
        missing
      );
  }
}

interface ContentPlayerParts {
  item: ContentItemView;
  positionRef: RefObject<PositionReader | null>;
  onPause: () => void;
}

export const NOT_STARTED_TEXT =
  'Usted todavía no ha empezado esta ruta: puede ver este contenido, pero su avance no se guarda.';

/** Viewing never enrols (ADR 028): a learner who arrived by a link or a search starts the route on purpose. */
function NotStartedNotice({ routeId }: { routeId: string }) {
  const start = useStartRoute(routeId);
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, maxWidth: 1080 }}
      action={
        <Button color="inherit" loading={start.isPending} onClick={() => start.mutate()} sx={{ minHeight: 44 }}>
          Empezar la ruta
        </Button>
      }
    >
      {NOT_STARTED_TEXT}
      {start.isError && ` ${errorMessageFor(start.error)}`}
    </Alert>
  );
}

function ContentPlayer({ item }: { item: ContentItemView }) {
  const positionRef = useRef<PositionReader | null>(null);
  // Time is recorded only for a learner who started the route; the server ignores other reports anyway.
  const reportNow = useProgressReporter({
    routeId: item.route.id,
    itemId: item.id,
    enabled: !item.preview && item.enrolled,
    positionRef,
  });

  return (
    <>
      <PageHeader
        title={item.title}
        breadcrumbs={[...baseCrumbs, { label: item.route.title, to: paths.route(item.route.id) }]}
        description={item.description || undefined}
        actions={<FavoriteButton kind="item" targetId={item.id} favorite={item.favorite} />}
      />
      <Typography
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mt: -1.5,
          mb: 3,
          color: 'text.secondary',
        }}
      >
        <StepIcon kind="content" itemKind={item.kind} fontSize="small" />
        <span>
          Contenido {item.position} de {item.total} · {itemKindLabels[item.kind]} ·{' '}
          {formatMinutes(item.durationMinutes)}
          {!item.required && ' · Opcional'}
        </span>
      </Typography>
      {item.preview && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {PREVIEW_TEXT}
        </Alert>
      )}
      {!item.preview && !item.enrolled && <NotStartedNotice routeId={item.route.id} />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 1080 }}>
        <ItemBody item={item} positionRef={positionRef} onPause={reportNow} />
        <ItemActions item={item} />
      </Box>
    </>
  );
}

/**
 * A locked step is never a dead end: the page names the route and the step, says what to do ("Complete primero
 * …", "Presente primero la prueba inicial …") and links to the exact step that unlocks it.
 */
function LockedItem({ routeId, error }: { routeId: string; error: { message: string; details?: unknown } }) {
  const parsed = lockedStepDetailsSchema.safeParse(error.details);
  const details = parsed.success ? parsed.data : null;
  const routePath = paths.route(routeId);
  // The breadcrumb ends with the page title, so naming the step there names it in the breadcrumb too.
  const crumbs: Crumb[] = [...baseCrumbs, { label: details?.route.title ?? 'Ruta', to: routePath }];
  const unlock = details?.unlock ?? null;
  return (
    <>
      <PageHeader
        title={details ? `Contenido bloqueado: ${details.stepTitle}` : 'Contenido bloqueado'}
        breadcrumbs={crumbs}
      />
      <Alert severity="info" sx={{ mb: 3, maxWidth: 720 }}>
        {error.message}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {unlock && (
          <Button
            component={RouterLink}
            to={unlock.href}
            variant="contained"
            size="large"
            sx={{ minHeight: 48, textAlign: 'left' }}
          >
            {unlock.kind === 'content' ? `Ir a «${unlock.title}»` : continueLabel(unlock)}
          </Button>
        )}
        <Button component={RouterLink} to={routePath} variant={unlock ? 'text' : 'contained'} sx={{ minHeight: 44 }}>
          {BACK_TO_ROUTE}
        </Button>
      </Box>
    </>
  );
}

function ItemError({ routeId, error, retry }: { routeId: string; error: unknown; retry: () => void }) {
  if (isApiError(error) && error.code === 'STEP_LOCKED') return <LockedItem routeId={routeId} error={error} />;
  const routePath = paths.route(routeId);
  const crumbs = [...baseCrumbs, { label: 'Ruta', to: routePath }];
  const notFound = isApiError(error) && error.status === 404;
  return (
    <>
      <PageHeader title={notFound ? 'Contenido no encontrado' : 'Contenido de la ruta'} breadcrumbs={crumbs} />
      <LoadErrorAlert
        error={error}
        onRetry={retry}
        expected={notFound ? ITEM_NOT_FOUND_TEXT : null}
        sx={{ mb: 3, maxWidth: 720 }}
      />
      <Button component={RouterLink} to={routePath} variant="contained" sx={{ minHeight: 44 }}>
        {BACK_TO_ROUTE}
      </Button>
    </>
  );
}

/** `/rutas/:idRuta/:idContenido`: the content player, with progress reporting and its one way forward. */
export function ContentPage({ routeId, itemId }: { routeId: string; itemId: string }) {
  const item = useContentItem(routeId, itemId);
  if (item.isPending) return <LoadingScreen fullScreen={false} label="Cargando el contenido…" />;
  if (item.isError) return <ItemError routeId={routeId} error={item.error} retry={() => void item.refetch()} />;
  // Keyed by item: moving to the next item starts a fresh player (progress timer, scroll restore, quiz answers).
  return <ContentPlayer key={item.data.id} item={item.data} />;
}
