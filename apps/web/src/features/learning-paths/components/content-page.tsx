import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { itemKindLabels, type ContentItemView } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useRef, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatMinutes } from '../../../lib/format';
import { useContentItem } from '../api/get-content-item';
import { useProgressReporter, type PositionReader } from '../hooks/use-progress-reporter';
import { PREVIEW_TEXT } from '../utils/texts';
import { FavoriteButton } from './favorite-button';
import { ItemCompletion } from './item-completion';
import { ItemNavigation } from './item-navigation';
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

function ContentPlayer({ item }: { item: ContentItemView }) {
  const positionRef = useRef<PositionReader | null>(null);
  const reportNow = useProgressReporter({
    routeId: item.route.id,
    itemId: item.id,
    enabled: !item.preview,
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
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 1080 }}>
        <ItemBody item={item} positionRef={positionRef} onPause={reportNow} />
        <ItemCompletion item={item} />
        <ItemNavigation item={item} />
      </Box>
    </>
  );
}

function ItemError({ routeId, error, retry }: { routeId: string; error: unknown; retry: () => void }) {
  const routePath = paths.route(routeId);
  const crumbs = [...baseCrumbs, { label: 'Ruta', to: routePath }];
  const locked = isApiError(error) && error.code === 'STEP_LOCKED';
  const notFound = isApiError(error) && error.status === 404;
  const title = locked ? 'Contenido bloqueado' : notFound ? 'Contenido no encontrado' : 'Contenido de la ruta';
  // STEP_LOCKED: the server's sentence names the step that unlocks this one.
  const expected = locked ? error.message : notFound ? ITEM_NOT_FOUND_TEXT : null;
  return (
    <>
      <PageHeader title={title} breadcrumbs={crumbs} />
      <LoadErrorAlert error={error} onRetry={retry} expected={expected} sx={{ mb: 3, maxWidth: 720 }} />
      <Button component={RouterLink} to={routePath} variant="contained" sx={{ minHeight: 44 }}>
        Volver a la ruta
      </Button>
    </>
  );
}

/** `/rutas/:idRuta/:idContenido`: the content player, with progress reporting, completion and navigation. */
export function ContentPage({ routeId, itemId }: { routeId: string; itemId: string }) {
  const item = useContentItem(routeId, itemId);
  if (item.isPending) return <LoadingScreen fullScreen={false} label="Cargando el contenido…" />;
  if (item.isError) return <ItemError routeId={routeId} error={item.error} retry={() => void item.refetch()} />;
  // Keyed by item: moving to the next item starts a fresh player (progress timer, scroll restore, quiz answers).
  return <ContentPlayer key={item.data.id} item={item.data} />;
}
