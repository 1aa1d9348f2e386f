import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Upload } from '@academia/shared';
import { formatMegabytes } from '../../../lib/format';

/** The file's address that downloads it instead of showing it. */
export function downloadUrl(file: Upload): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}download=1`;
}

function Viewer({ file, title }: { file: Upload; title: string }) {
  if (file.mime === 'application/pdf') {
    return (
      <Box
        component="iframe"
        title={`Documento: ${title}`}
        src={file.url}
        sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  }
  if (file.mime.startsWith('image/')) {
    return (
      <Box component="img" src={file.url} alt={title} sx={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
    );
  }
  if (file.mime.startsWith('video/')) {
    return (
      // Library videos are uploaded without a captions track; the summary above describes them.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        controls
        preload="metadata"
        src={file.url}
        aria-label={`Video: ${title}`}
        style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }}
      />
    );
  }
  return <Typography>Este archivo no se puede mostrar en el navegador: descárguelo para abrirlo.</Typography>;
}

/** An uploaded file shown in the page (PDF in the browser's viewer, image, video) and a download link. */
export function FileViewer({ file, title }: { file: Upload; title: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Viewer file={file} title={title} />
      <Button
        component="a"
        href={downloadUrl(file)}
        download={file.name}
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden="true" />}
        sx={{ minHeight: 44 }}
      >
        Descargar {file.name} ({formatMegabytes(file.size)})
      </Button>
    </Box>
  );
}
