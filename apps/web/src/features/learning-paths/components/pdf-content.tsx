import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ContentItemView } from '@academia/shared';

/** The PDF in the browser's own viewer, plus a download for phones that cannot show it inline. */
export function PdfContent({ pdf }: { pdf: NonNullable<ContentItemView['pdf']> }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box
        component="iframe"
        title={`Documento: ${pdf.name}`}
        src={pdf.src}
        sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Button
        component="a"
        href={pdf.downloadUrl}
        download={pdf.name}
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden="true" />}
        sx={{ minHeight: 44 }}
      >
        Descargar PDF
      </Button>
    </Box>
  );
}
