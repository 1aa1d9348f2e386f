import type { Upload, UploadPurpose } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorMessageFor } from '../../lib/api-client';
import { isAbortError, useUploadFile } from '../../lib/upload-file';
import { FilePickerButton } from './file-picker-button';

/** What the file picker offers for each purpose; the server still sniffs the bytes and has the last word. */
export const acceptByPurpose: Record<UploadPurpose, string> = {
  image: 'image/*',
  video: 'video/mp4,video/webm',
  pdf: 'application/pdf',
  captions: '.vtt,text/vtt',
  spreadsheet: '.xlsx,.ods,.csv',
};

interface FileUploadProps {
  purpose: UploadPurpose;
  onUploaded: (upload: Upload) => void;
  /** The button's text, also the file input's accessible name. */
  label?: string;
}

/** A button that picks a file and uploads it at once, with a progress bar. */
export function FileUpload({ purpose, onUploaded, label = 'Subir archivo' }: FileUploadProps) {
  const upload = useUploadFile();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must upload it again
    if (!file) return;
    controller.current?.abort();
    controller.current = new AbortController();
    setProgress(0);
    setFileName(file.name);
    upload.mutate(
      { file, purpose, onProgress: setProgress, signal: controller.current.signal },
      { onSuccess: onUploaded },
    );
  };

  const failed = upload.isError && !isAbortError(upload.error);

  return (
    <Box sx={{ my: 1 }}>
      <FilePickerButton
        label={label}
        accept={acceptByPurpose[purpose]}
        disabled={upload.isPending}
        onChange={onChange}
      />
      {upload.isPending && fileName && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`Subiendo ${fileName}`}
            sx={{ flexGrow: 1, maxWidth: 320 }}
          />
          <Typography variant="body2" aria-hidden="true">
            {progress} %
          </Typography>
          <Button size="small" onClick={() => controller.current?.abort()}>
            Cancelar subida
          </Button>
        </Box>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          No se pudo subir {fileName ? `«${fileName}»` : 'el archivo'}. {errorMessageFor(upload.error)}
        </Alert>
      )}
    </Box>
  );
}
