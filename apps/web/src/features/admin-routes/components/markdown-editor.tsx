import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useWatch, type UseFormRegister } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useMarkdownPreview } from '../api/markdown-preview';
import type { ItemFormControl, ItemFormValues } from './item-form';

interface MarkdownEditorProps {
  control: ItemFormControl;
  register: UseFormRegister<ItemFormValues>;
  errorMessage?: string | undefined;
  /** Changes on every submit; a submit that finds a problem in the text brings the author back to "Escribir". */
  submitCount: number;
}

type EditorTab = 'write' | 'preview';

/** "Contenido (Markdown)" with a "Vista previa" tab rendered by the server, exactly as learners will see it. */
export function MarkdownEditor({ control, register, errorMessage, submitCount }: MarkdownEditorProps) {
  const [tab, setTab] = useState<EditorTab>('write');
  const body = useWatch({ control, name: 'body' });
  const hasText = body.trim().length > 0;
  const preview = useMarkdownPreview(body, tab === 'preview' && hasText);
  const id = useId();
  const [seenSubmitCount, setSeenSubmitCount] = useState(submitCount);
  if (seenSubmitCount !== submitCount) {
    setSeenSubmitCount(submitCount);
    if (errorMessage) setTab('write');
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={tab} onChange={(_event, value: EditorTab) => setTab(value)} aria-label="Editor de la lectura">
        <Tab value="write" label="Escribir" id={`${id}-write-tab`} aria-controls={`${id}-write`} />
        <Tab value="preview" label="Vista previa" id={`${id}-preview-tab`} aria-controls={`${id}-preview`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-write`} aria-labelledby={`${id}-write-tab`} hidden={tab !== 'write'}>
        <FormTextField
          id={`${id}-body`}
          label="Contenido (Markdown)"
          multiline
          minRows={10}
          required
          helperText="Use Markdown: # títulos, **negrita**, listas con «-» y enlaces [texto](https://…)."
          registration={register('body')}
          errorMessage={errorMessage}
          slotProps={{ htmlInput: { spellCheck: true, lang: 'es' } }}
        />
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== 'preview'}
        sx={{ mt: 2 }}
      >
        {tab === 'preview' && !hasText && <Typography>Aún no hay texto para mostrar.</Typography>}
        {tab === 'preview' && hasText && preview.isPending && (
          <Typography role="status">Preparando la vista previa…</Typography>
        )}
        {tab === 'preview' && hasText && preview.isError && (
          <LoadErrorAlert error={preview.error} onRetry={() => void preview.refetch()} />
        )}
        {tab === 'preview' && hasText && preview.data && (
          <Box
            sx={{
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              maxWidth: '75ch',
              '& img': { maxWidth: '100%' },
            }}
            // The server renders the Markdown with raw HTML disabled and only http(s)/mailto links (ADR 008): the
            // same sanitised HTML learners receive, so it is safe to insert as is.
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        )}
      </Box>
    </Box>
  );
}
