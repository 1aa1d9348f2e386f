import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OpenTest } from '@academia/shared';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';

const TEST_NAMES: Record<OpenTest['kind'], string> = { pretest: 'Prueba inicial', test: 'Evaluación final' };

/** A test the learner started and left: which one, of which route, and a button that resumes it where it stopped. */
export function OpenTestCard({ test }: { test: OpenTest }) {
  const titleId = useId();
  const name = TEST_NAMES[test.kind];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: 'primary.main' }}
    >
      <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        {`${name} sin terminar: ${test.routeTitle}`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {/* The time ends in "p. m.": a sentence ending right after it would show two periods. */}
        {`La empezó el ${formatDateTime(test.startedAt)} y sus respuestas están guardadas: siga desde la pregunta donde quedó.`}
      </Typography>
      <Button
        component={RouterLink}
        to={test.href}
        variant="contained"
        startIcon={<PlayArrowIcon aria-hidden="true" />}
        aria-describedby={titleId}
        sx={{ alignSelf: 'flex-start', minHeight: 48 }}
      >
        {`Reanudar la ${name.toLocaleLowerCase('es-CO')}`}
      </Button>
    </Paper>
  );
}
