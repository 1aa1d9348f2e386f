import type { TutorSource } from '@academia/shared';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { askTutor } from '../api/ask-tutor';
import { fetchConversation, tutorKeys } from '../api/conversations';
import { ConversationList } from './conversation-list';
import { TutorMessageView, type ShownMessage } from './tutor-message';

const TITLE_ID = 'tutor-dialog-title';

/**
 * The tutor's panel: a modal dialog (a full-screen one on a phone) with the conversation, the question box and the
 * earlier conversations. The answer is written as it streams, but screen readers hear it once, when it is complete
 * (a polite live region), not fragment by fragment.
 */
export default function TutorPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [showList, setShowList] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const updateLast = (change: (message: ShownMessage) => ShownMessage) =>
    setMessages((all) => all.map((message, index) => (index === all.length - 1 ? change(message) : message)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (text.length < 3 || busy) {
      setError('Escriba una pregunta de al menos 3 caracteres.');
      return;
    }
    setError(null);
    setBusy(true);
    setAnnouncement('El tutor está preparando la respuesta.');
    setMessages((all) => [
      ...all,
      { role: 'user', text, sources: [], declined: false },
      { role: 'tutor', text: '', sources: [], declined: false },
    ]);
    setQuestion('');
    let answer = '';
    try {
      const done = await askTutor(text, conversationId, {
        onSources: (sources: TutorSource[]) => updateLast((message) => ({ ...message, sources })),
        onToken: (fragment) => {
          answer += fragment;
          updateLast((message) => ({ ...message, text: message.text + fragment }));
        },
      });
      setConversationId(done.conversationId);
      updateLast((message) => ({ ...message, declined: done.declined }));
      setAnnouncement(`Respuesta del tutor: ${answer}`);
      void client.invalidateQueries({ queryKey: tutorKeys.list() });
    } catch (cause) {
      setMessages((all) => all.slice(0, -2));
      setQuestion(text);
      const message = errorMessageFor(cause);
      setError(message);
      setAnnouncement('');
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  function startOver() {
    setMessages([]);
    setConversationId(null);
    setError(null);
    setAnnouncement('Nueva conversación.');
    inputRef.current?.focus();
  }

  async function reopen(id: string) {
    const conversation = await fetchConversation(id);
    setMessages(conversation.messages);
    setConversationId(conversation.id);
    setShowList(false);
    setAnnouncement(`Conversación abierta: ${conversation.title}`);
    inputRef.current?.focus();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
      // The question box takes the focus once the panel is in place: asking is what the panel is for.
      slotProps={{ transition: { onEntered: () => inputRef.current?.focus() } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 7 }}>
        Tutor de SST
      </DialogTitle>
      <IconButton aria-label="Cerrar el tutor" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={startOver} disabled={busy}>
            Nueva conversación
          </Button>
          <Button onClick={() => setShowList((shown) => !shown)} aria-expanded={showList} disabled={busy}>
            {showList ? 'Ocultar conversaciones anteriores' : 'Conversaciones anteriores'}
          </Button>
        </Stack>
        {showList && <ConversationList currentId={conversationId} onOpen={reopen} onDeleted={startOver} />}
        {messages.length === 0 ? (
          <Typography color="text.secondary">
            Pregunte sobre seguridad y salud en el trabajo: normas, trabajo en alturas, elementos de protección
            personal, COPASST, accidentes, riesgos o emergencias. El tutor responde con nuestras bibliotecas y lecciones
            y le indica las fuentes.
          </Typography>
        ) : (
          <Stack component="ol" spacing={2} aria-label="Conversación" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {messages.map((message, index) => (
              <TutorMessageView
                key={index}
                message={message}
                streaming={busy && index === messages.length - 1}
                onNavigate={onClose}
              />
            ))}
          </Stack>
        )}
        <Box aria-live="polite" role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 3 }}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              inputRef={inputRef}
              label="Su pregunta"
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56, flexShrink: 0 }}>
              Preguntar
            </Button>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
