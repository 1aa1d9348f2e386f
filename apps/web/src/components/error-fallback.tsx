import { useDocumentTitle } from '../hooks/use-document-title';
import { isChunkLoadError } from '../lib/lazy-with-retry';
import { reloadPage } from '../lib/reload-page';
import { ErrorPanel } from './error-panel';

export const CHUNK_ERROR_MESSAGE = 'No pudimos cargar esta sección. Revise su conexión e inténtelo de nuevo.';

/**
 * What an error boundary shows: for a chunk that did not arrive (or took over 120 s) a reload; for anything else a
 * plain message. Never a stack trace.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  const title = chunkFailed ? 'Sección no disponible' : 'Algo salió mal';
  useDocumentTitle(title);
  return (
    <ErrorPanel
      title={title}
      message={
        chunkFailed
          ? CHUNK_ERROR_MESSAGE
          : 'Ocurrió un error inesperado al mostrar esta sección. Recargue la página; si el problema continúa, inténtelo más tarde.'
      }
      actionLabel="Recargar"
      onAction={reloadPage}
    />
  );
}
