import type { Upload } from '@academia/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ItemFormApi } from './item-form';
import { CaptionsField } from './captions-field';
import { ItemFileField } from './item-file-field';
import { MarkdownEditor } from './markdown-editor';
import { QuizBuilder } from './quiz-builder';

interface ItemKindFieldsProps {
  form: ItemFormApi;
  file: Upload | null;
  onFileChange: (file: Upload | null) => void;
  captions: Upload | null;
  onCaptionsChange: (file: Upload | null) => void;
}

/** The fields that depend on the kind: Markdown, a video file or address, a PDF, a link, or a quiz. */
export function ItemKindFields({ form, file, onFileChange, captions, onCaptionsChange }: ItemKindFieldsProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const videoSource = useWatch({ control, name: 'videoSource' });
  const sourceLabelId = useId();

  switch (kind) {
    case 'text':
      return (
        <MarkdownEditor
          control={control}
          register={register}
          errorMessage={errors.body?.message}
          submitCount={formState.submitCount}
        />
      );
    case 'video':
      return (
        <>
          <Controller
            control={control}
            name="videoSource"
            render={({ field }) => (
              <FormControl component="fieldset" sx={{ mt: 2 }}>
                <FormLabel id={sourceLabelId} component="legend">
                  Origen del video
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={sourceLabelId}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel value="upload" control={<Radio />} label="Subir un archivo" />
                  <FormControlLabel value="url" control={<Radio />} label="Enlace externo" />
                </RadioGroup>
              </FormControl>
            )}
          />
          {videoSource === 'upload' ? (
            <>
              <ItemFileField purpose="video" file={file} onChange={onFileChange} />
              <CaptionsField file={captions} onChange={onCaptionsChange} />
            </>
          ) : (
            <FormTextField
              id="item-video-url"
              label="Dirección del video"
              type="url"
              required
              helperText="La dirección completa, empezando por https://. Los videos de YouTube y Vimeo se ven dentro de la plataforma; los de otros sitios se abren como enlace."
              registration={register('url')}
              errorMessage={errors.url?.message}
            />
          )}
        </>
      );
    case 'pdf':
      return <ItemFileField purpose="pdf" file={file} onChange={onFileChange} />;
    case 'link':
      return (
        <FormTextField
          id="item-link-url"
          label="Dirección (URL)"
          type="url"
          required
          helperText="La dirección completa, empezando por https://"
          registration={register('url')}
          errorMessage={errors.url?.message}
        />
      );
    case 'quiz':
      return <QuizBuilder control={control} register={register} errors={errors} />;
  }
}
