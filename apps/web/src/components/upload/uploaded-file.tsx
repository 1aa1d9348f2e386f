import type { Upload } from '@academia/shared';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMegabytes } from '../../lib/format';

interface UploadedFileProps {
  file: Upload;
  onRemove: () => void;
}

/** The file an item points to: name, size and "Quitar archivo". */
export function UploadedFile({ file, onRemove }: UploadedFileProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        my: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <InsertDriveFileIcon aria-hidden="true" color="action" />
      <Typography sx={{ wordBreak: 'break-all', fontWeight: 600 }}>{file.name}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{formatMegabytes(file.size)}</Typography>
      <Button size="small" color="inherit" onClick={onRemove} sx={{ ml: 'auto' }}>
        Quitar archivo
      </Button>
    </Box>
  );
}
