import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScenarioMedia } from '@academia/shared';
import { FileUpload } from '../../../components/upload/file-upload';
import { PlainSelect } from '../components/plain-select';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';
import { toMediaFile, type MediaFile } from '../utils/route-media';
import { DraftTextField } from './draft-fields';

interface MediaPickerProps {
  /** "situations.3.media" */
  path: string;
  media: ScenarioMedia;
  onChange: (media: ScenarioMedia) => void;
  /** The route's images and videos, and those uploaded while editing. */
  files: readonly MediaFile[];
  onUploaded: (file: MediaFile) => void;
  issues: readonly ScenarioIssue[];
}

const kindNames = { image: 'imagen', video: 'video' } as const;

/** An image or a short video for a situation: one of the route's files or a new upload, and its text alternative. */
export function MediaPicker({ path, media, onChange, files, onUploaded, issues }: MediaPickerProps) {
  // A file named by an imported scenario but not among the route's: still shown, by its id.
  const options = [...files];
  if (media && !files.some((file) => file.id === media.uploadId)) {
    options.push({ id: media.uploadId, name: `Archivo ${media.uploadId}`, kind: media.kind });
  }
  const pick = (id: string) => {
    const file = options.find((candidate) => candidate.id === id);
    onChange(file ? { uploadId: file.id, kind: file.kind, alt: media?.alt ?? '' } : null);
  };
  const upload = (uploaded: Parameters<typeof toMediaFile>[0]) => {
    const file = toMediaFile(uploaded);
    if (!file) return;
    onUploaded(file);
    onChange({ uploadId: file.id, kind: file.kind, alt: media?.alt ?? '' });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <PlainSelect
        id={fieldDomId(`${path}.uploadId`)}
        label="Imagen o video"
        value={media?.uploadId ?? ''}
        onChange={pick}
        placeholder="Sin imagen ni video"
        options={options.map((file) => ({ value: file.id, label: `${file.name} (${kindNames[file.kind]})` }))}
        error={messageAt(issues, `${path}.uploadId`) ?? messageAt(issues, path)}
        helperText="Los archivos de la ruta (portada y videos), o uno que suba aquí."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FileUpload purpose="image" label="Subir una imagen" onUploaded={upload} />
        <FileUpload purpose="video" label="Subir un video" onUploaded={upload} />
      </Box>
      {media && (
        <DraftTextField
          path={`${path}.alt`}
          label={media.kind === 'image' ? 'Texto alternativo de la imagen' : 'Descripción del video'}
          value={media.alt}
          issues={issues}
          onChange={(alt) => onChange({ ...media, alt })}
          helperText="Lo que muestra, para quien no lo puede ver."
        />
      )}
      {!media && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          La situación se muestra solo con su texto.
        </Typography>
      )}
    </Box>
  );
}
