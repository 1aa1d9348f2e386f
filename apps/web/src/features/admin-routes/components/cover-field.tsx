import type { Upload } from '@academia/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { focusFileInput } from '../../../components/upload/file-picker-button';
import { FileUpload } from '../../../components/upload/file-upload';

interface CoverFieldProps {
  cover: Upload | null;
  onChange: (cover: Upload | null) => void;
  errorMessage?: string | undefined;
}

/** "Portada": a thumbnail of the current image, an upload button and "Quitar portada". Saved with the form. */
export function CoverField({ cover, onChange, errorMessage }: CoverFieldProps) {
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const remove = () => {
    onChange(null);
    // The button disappears with the cover: keep focus on the upload control next to it.
    focusFileInput(fieldRef.current);
  };
  return (
    <Box component="fieldset" ref={fieldRef} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Portada
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {cover ? (
          <Box
            component="img"
            src={cover.url}
            alt="Vista previa de la portada"
            sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Box
            sx={{
              width: 160,
              height: 90,
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">Sin portada</Typography>
          </Box>
        )}
        <Box>
          <FileUpload purpose="image" label={cover ? 'Cambiar portada' : 'Subir portada'} onUploaded={onChange} />
          {cover && (
            <Button color="inherit" startIcon={<DeleteOutlineIcon aria-hidden="true" />} onClick={remove}>
              Quitar portada
            </Button>
          )}
        </Box>
      </Box>
      <FormHelperText error={Boolean(errorMessage)}>
        {errorMessage ?? 'Imagen horizontal (PNG, JPEG, WebP o GIF). El cambio se aplica al guardar.'}
      </FormHelperText>
    </Box>
  );
}
