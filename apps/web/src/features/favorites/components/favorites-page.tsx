import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { favoriteKindLabels, favoriteKindSchema, type FavoriteEntry } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessageFor } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useFavorites, useRemoveFavorite } from '../api/favorites';
import { FavoriteGroup, REMOVE_BUTTON_ATTRIBUTE } from './favorite-group';

export const NO_FAVORITES_TEXT =
  'Aún no tiene favoritos. Marque con el corazón las rutas, los contenidos, los documentos y las normas que quiera tener a mano.';

function EmptyFavorites() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
    >
      <Typography>{NO_FAVORITES_TEXT}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to={paths.routes()} variant="contained" sx={{ minHeight: 48 }}>
          Explorar las rutas de aprendizaje
        </Button>
        <Button component={RouterLink} to={paths.documents()} variant="outlined" sx={{ minHeight: 48 }}>
          Ir a la biblioteca educativa
        </Button>
        <Button component={RouterLink} to={paths.norms()} variant="outlined" sx={{ minHeight: 48 }}>
          Ir a la biblioteca legislativa
        </Button>
      </Box>
    </Paper>
  );
}

/** `/favoritos`: the learner's favourites grouped by kind (routes, contents, documents, norms), with removal. */
export function FavoritesPage() {
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const [announcement, setAnnouncement] = useState('');
  const contentRef = useRef<HTMLDivElement>(null);
  // Where focus goes once a removed entry (and its button) leaves the list.
  const focusIndex = useRef<number | null>(null);
  const items = favorites.data;

  useEffect(() => {
    if (focusIndex.current === null || !contentRef.current) return;
    const buttons = contentRef.current.querySelectorAll<HTMLButtonElement>(`[${REMOVE_BUTTON_ATTRIBUTE}]`);
    const next = buttons[Math.min(focusIndex.current, buttons.length - 1)];
    focusIndex.current = null;
    (next ?? contentRef.current).focus();
  }, [items]);

  const handleRemove = (entry: FavoriteEntry) => {
    const buttons = [
      ...(contentRef.current?.querySelectorAll<HTMLButtonElement>(`[${REMOVE_BUTTON_ATTRIBUTE}]`) ?? []),
    ];
    focusIndex.current = Math.max(0, buttons.indexOf(document.activeElement as HTMLButtonElement));
    setAnnouncement('');
    remove.mutate(
      { kind: entry.kind, targetId: entry.targetId, favorite: false },
      {
        onSuccess: () => setAnnouncement(`Se quitó «${entry.title}» de sus favoritos.`),
      },
    );
  };

  let body;
  if (items === undefined) {
    body = favorites.isError ? (
      <LoadErrorAlert error={favorites.error} onRetry={() => void favorites.refetch()} />
    ) : (
      <LoadingScreen fullScreen={false} label="Cargando sus favoritos…" />
    );
  } else if (items.length === 0) {
    body = <EmptyFavorites />;
  } else {
    body = favoriteKindSchema.options.map((kind) => {
      const entries = items.filter((item) => item.kind === kind);
      return entries.length === 0 ? null : (
        <FavoriteGroup key={kind} title={favoriteKindLabels[kind]} entries={entries} onRemove={handleRemove} />
      );
    });
  }

  return (
    <>
      <PageHeader
        title="Favoritos"
        breadcrumbs={[{ label: 'Inicio', to: paths.home() }]}
        description={
          items && items.length > 0
            ? `Tiene ${formatCount(items.length, 'favorito', 'favoritos')}, agrupados por tipo.`
            : 'Lo que marcó con el corazón para tenerlo a mano.'
        }
      />
      <Typography role="status" sx={{ mb: announcement ? 2 : 0 }}>
        {announcement}
      </Typography>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => remove.reset()}>
          No pudimos quitar el favorito. {errorMessageFor(remove.error)}
        </Alert>
      )}
      <Box
        ref={contentRef}
        tabIndex={-1}
        sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 960, outline: 'none' }}
      >
        {body}
      </Box>
    </>
  );
}
