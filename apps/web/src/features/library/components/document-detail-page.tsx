import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { documentKindLabels, libraryTopicLabels, type DocumentDetail } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { ExternalLinkButton } from '../../../components/external-link-button';
import { Fact, FactList } from '../../../components/facts';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDay } from '../../../lib/format';
import { useDocument } from '../api/get-documents';
import { DetailLoadError } from './detail-load-error';
import { FileViewer } from './file-viewer';
import { LibraryFavoriteButton } from './library-favorite-button';
import { LinkListSection } from './link-list-section';
import { NormStatusChip } from './norm-status-chip';
import { DOCUMENTS_TITLE, LIBRARY_CRUMBS } from './library-pages';

export const DOCUMENT_NOT_FOUND_TEXT =
  'No encontramos este documento. Puede que la dirección esté mal escrita o que lo hayan retirado de la biblioteca.';

const crumbs = [...LIBRARY_CRUMBS, { label: DOCUMENTS_TITLE, to: paths.documents() }];

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function DocumentView({ document }: { document: DocumentDetail }) {
  const host = document.url ? hostOf(document.url) : null;
  return (
    <>
      <PageHeader
        title={document.title}
        breadcrumbs={crumbs}
        description={document.summary}
        actions={<LibraryFavoriteButton kind="document" targetId={document.id} favorite={document.favorite} />}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 960 }}>
        <FactList sx={{ gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Fact term="Tipo">{documentKindLabels[document.kind]}</Fact>
          <Fact term="Tema">{libraryTopicLabels[document.topic]}</Fact>
          <Fact term="Publicado">
            <time dateTime={document.publishedOn}>{formatCalendarDay(document.publishedOn)}</time>
          </Fact>
        </FactList>

        <Box component="section" aria-labelledby="document-content-title">
          <Typography id="document-content-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Consultar el documento
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
            {document.file && <FileViewer file={document.file} title={document.title} />}
            {document.url && (
              <>
                {host && <Typography sx={{ color: 'text.secondary' }}>Disponible en: {host}</Typography>}
                <ExternalLinkButton href={document.url} variant={document.file ? 'outlined' : 'contained'}>
                  Abrir el recurso
                </ExternalLinkButton>
              </>
            )}
          </Box>
        </Box>

        <LinkListSection
          id="document-related-title"
          title="Otros documentos sobre este tema"
          items={document.related}
          to={(item) => paths.document(item.id)}
          extra={(item) => <Chip size="small" component="span" label={documentKindLabels[item.kind]} />}
        />
        <LinkListSection
          id="document-norms-title"
          title="Normas sobre este tema"
          items={document.relatedNorms}
          to={(item) => paths.norm(item.id)}
          extra={(item) => <NormStatusChip status={item.status} />}
        />
      </Box>
    </>
  );
}

/** `/bibliotecas/educativa-sst/:id`: a document with its reader, download and related entries. */
export function DocumentDetailPage({ documentId }: { documentId: string }) {
  const query = useDocument(documentId);
  if (query.isPending) return <LoadingScreen fullScreen={false} label="Cargando el documento…" />;
  if (query.isError) {
    return (
      <DetailLoadError
        query={query}
        title={DOCUMENTS_TITLE}
        notFoundTitle="Documento no encontrado"
        notFoundText={DOCUMENT_NOT_FOUND_TEXT}
        crumbs={crumbs}
        backTo={paths.documents()}
        backLabel="Ver todos los documentos"
      />
    );
  }
  return <DocumentView document={query.data} />;
}
