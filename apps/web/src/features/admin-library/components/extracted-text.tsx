import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../lib/format';

/** Whether the PDF's text reached the search index: "Texto indexado: 12.345 caracteres". */
export function ExtractedText({ chars }: { chars: number | null }) {
  if (chars === null) return null;
  return (
    <Typography variant="body2" sx={{ color: chars === 0 ? 'error.main' : 'text.secondary' }}>
      {chars === 0
        ? 'Texto indexado: 0 caracteres (el PDF no tiene texto extraíble; la búsqueda solo verá sus datos).'
        : `Texto indexado: ${formatNumber(chars)} ${chars === 1 ? 'carácter' : 'caracteres'}`}
    </Typography>
  );
}
