import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ContentItemView } from '@academia/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCompleteItem } from '../api/complete-item';

function automaticCompletionText(item: ContentItemView): string {
  if (item.kind === 'video') return 'Se marca como completado al ver el 90 % del video.';
  if (item.kind === 'quiz') return 'Se marca como completado al aprobar el quiz.';
  return 'Se marca como completado automáticamente.';
}

/** Whether the item is done: a chip with the date, "Marcar como completado", or how it completes itself. */
export function ItemCompletion({ item }: { item: ContentItemView }) {
  const complete = useCompleteItem(item.route.id, item.id);
  const [justCompleted, setJustCompleted] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const { completedAt } = item.progress;

  // The button disappears once pressed: keep keyboard focus on the result instead of losing it.
  useEffect(() => {
    if (completedAt && justCompleted) doneRef.current?.focus();
  }, [completedAt, justCompleted]);

  let body: ReactNode;
  if (completedAt) {
    body = (
      <Box ref={doneRef} tabIndex={-1} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip color="success" icon={<CheckCircleIcon aria-hidden="true" />} label="Completado" />
        <Typography>Lo completaste el {formatDate(completedAt)}.</Typography>
      </Box>
    );
  } else if (item.preview) {
    body = <Typography sx={{ color: 'text.secondary' }}>En la vista previa no se registra el avance.</Typography>;
  } else if (item.manualCompletion) {
    body = (
      <Button
        variant="contained"
        startIcon={<DoneAllIcon aria-hidden="true" />}
        loading={complete.isPending}
        onClick={() => complete.mutate(undefined, { onSuccess: () => setJustCompleted(true) })}
        sx={{ minHeight: 48 }}
      >
        Marcar como completado
      </Button>
    );
  } else {
    body = <Typography sx={{ color: 'text.secondary' }}>{automaticCompletionText(item)}</Typography>;
  }

  return (
    <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {body}
      {complete.isError && <Alert severity="error">{errorMessageFor(complete.error)}</Alert>}
    </Box>
  );
}
