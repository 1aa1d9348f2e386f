import type { Upload } from '@academia/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { focusFileInput } from '../../../components/upload/file-picker-button';
import { FileUpload } from '../../../components/upload/file-upload';
import { UploadedFile } from '../../../components/upload/uploaded-file';

interface CaptionsFieldProps {
  file: Upload | null;
  onChange: (file: Upload | null) => void;
}

/** The WebVTT captions of an uploaded video: people who cannot hear the video read them (WCAG 1.2.2). */
export function CaptionsField({ file, onChange }: CaptionsFieldProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const remove = () => {
    onChange(null);
    focusFileInput(ref.current);
  };
  return (
    <Box ref={ref} component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
        Subtítulos
      </Typography>
      {file ? (
        <UploadedFile file={file} onRemove={remove} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Si el video tiene voz, suba sus subtítulos en formato WebVTT (.vtt) para quienes no pueden escucharlo.
        </Typography>
      )}
      <FileUpload
        purpose="captions"
        label={file ? 'Reemplazar subtítulos' : 'Subir subtítulos (.vtt)'}
        onUploaded={onChange}
      />
    </Box>
  );
}
