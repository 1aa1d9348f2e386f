import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { libraryTopicLabels, normTypeLabels, type NormDetail } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { Link as RouterLink } from 'react-router';
import { ExternalLinkButton } from '../../../components/external-link-button';
import { Fact, FactList } from '../../../components/facts';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { RichText } from '../../../components/rich-text';
import { useNorm } from '../api/get-norms';
import { DetailLoadError } from './detail-load-error';
import { FileViewer } from './file-viewer';
import { LibraryFavoriteButton } from './library-favorite-button';
import { LinkListSection } from './link-list-section';
import { NormStatusChip, replacedByLabel } from './norm-status-chip';
import { LIBRARY_CRUMBS, NORMS_TITLE } from './library-pages';

export const NORM_NOT_FOUND_TEXT =
  'No encontramos esta norma. Puede que la dirección esté mal escrita o que la hayan retirado de la biblioteca.';

const crumbs = [...LIBRARY_CRUMBS, { label: NORMS_TITLE, to: paths.norms() }];

function StatusBox({ norm }: { norm: NormDetail }) {
  return (
    <Paper
      component="section"
      aria-labelledby="norm-status-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id="norm-status-title" variant="h6" component="h2">
          Estado
        </Typography>
        <NormStatusChip status={norm.status} size="medium" />
      </Box>
      {norm.statusNote && <Typography>{norm.statusNote}</Typography>}
      {norm.replacedBy && (
        <Typography>
          {replacedByLabel(norm.status)}{' '}
          <Link component={RouterLink} to={paths.norm(norm.replacedBy.id)} sx={{ fontWeight: 600 }}>
            {norm.replacedBy.title}
          </Link>
        </Typography>
      )}
    </Paper>
  );
}

function NormView({ norm }: { norm: NormDetail }) {
  return (
    <>
      <PageHeader
        title={norm.title}
        breadcrumbs={crumbs}
        description={norm.subject}
        actions={<LibraryFavoriteButton kind="norm" targetId={norm.id} favorite={norm.favorite} />}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 960 }}>
        <StatusBox norm={norm} />
        <FactList sx={{ gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
          <Fact term="Tipo">{normTypeLabels[norm.type]}</Fact>
          <Fact term="Número">{norm.number}</Fact>
          <Fact term="Año">{norm.year}</Fact>
          <Fact term="Expedida por">{norm.issuer}</Fact>
          <Fact term="Tema">{libraryTopicLabels[norm.topic]}</Fact>
        </FactList>
        {norm.summary && (
          <Box component="section" aria-labelledby="norm-summary-title">
            <Typography id="norm-summary-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              Resumen
            </Typography>
            <Typography sx={{ maxWidth: '72ch' }}>{norm.summary}</Typography>
          </Box>
        )}
        {norm.sourceUrl && (
          <Box>
            <ExternalLinkButton href={norm.sourceUrl}>Consultar en la fuente oficial</ExternalLinkButton>
          </Box>
        )}
        {norm.textHtml && (
          <Box component="section" aria-labelledby="norm-text-title">
            <Typography id="norm-text-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              Texto de la norma
            </Typography>
            <RichText html={norm.textHtml} />
          </Box>
        )}
        {norm.file && (
          <Box component="section" aria-labelledby="norm-file-title">
            <Typography id="norm-file-title" variant="h5" component="h2" sx={{ mb: 2 }}>
              Documento adjunto
            </Typography>
            <FileViewer file={norm.file} title={norm.title} />
          </Box>
        )}
        <LinkListSection
          id="norm-replaces-title"
          title="Normas que esta deroga o modifica"
          items={norm.replaces}
          to={(item) => paths.norm(item.id)}
          extra={(item) => <NormStatusChip status={item.status} />}
        />
        <LinkListSection
          id="norm-related-title"
          title="Normas relacionadas"
          items={norm.related}
          to={(item) => paths.norm(item.id)}
          extra={(item) => <NormStatusChip status={item.status} />}
        />
      </Box>
    </>
  );
}

/** `/bibliotecas/legislativa-sst/:id`: a norm with its status, what replaced it, its text or PDF and related norms. */
export function NormDetailPage({ normId }: { normId: string }) {
  const query = useNorm(normId);
  if (query.isPending) return <LoadingScreen fullScreen={false} label="Cargando la norma…" />;
  if (query.isError) {
    return (
      <DetailLoadError
        query={query}
        title={NORMS_TITLE}
        notFoundTitle="Norma no encontrada"
        notFoundText={NORM_NOT_FOUND_TEXT}
        crumbs={crumbs}
        backTo={paths.norms()}
        backLabel="Ver todas las normas"
      />
    );
  }
  return <NormView norm={query.data} />;
}
