import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../../lib/lazy-with-retry';

// The panel, its stream reader and its lists load on the first click: nothing of it weighs on a page's first load.
const TutorPanel = lazy(() => loadChunk(() => import('./tutor-panel')));

/** The header button that opens the tutor's panel, on every learner page. */
export function TutorButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Tooltip title="Preguntar al tutor">
        <IconButton
          color="inherit"
          aria-label="Preguntar al tutor"
          aria-haspopup="dialog"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <QuestionAnswerOutlined />
        </IconButton>
      </Tooltip>
      {requested && (
        <Suspense fallback={null}>
          <TutorPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
