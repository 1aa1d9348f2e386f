import type { Upload, UploadPurpose } from '@academia/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { focusFileInput } from '../../../components/upload/file-picker-button';
import { FileUpload } from '../../../components/upload/file-upload';
import { UploadedFile } from '../../../components/upload/uploaded-file';

interface ItemFileFieldProps {
  purpose: Extract<UploadPurpose, 'video' | 'pdf'>;
  file: Upload | null;
  onChange: (file: Upload | null) => void;
}

const hints: Record<ItemFileFieldProps['purpose'], string> = {
  video: 'Video MP4 o WebM.',
  pdf: 'Documento PDF.',
};

/** The uploaded file of a video or PDF item, or a warning that it is still missing, and the upload button. */
export function ItemFileField({ purpose, file, onChange }: ItemFileFieldProps) {
  const ref = useRef<HTMLDivElement>(null);
  const remove = () => {
    onChange(null);
    focusFileInput(ref.current);
  };
  return (
    <Box ref={ref} sx={{ mt: 2 }}>
      {file ? (
        <UploadedFile file={file} onRemove={remove} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Aún no hay archivo. {hints[purpose]} La ruta no se podrá publicar sin él.
        </Typography>
      )}
      <FileUpload purpose={purpose} label={file ? 'Reemplazar archivo' : 'Subir archivo'} onUploaded={onChange} />
    </Box>
  );
}
