import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MASTERY_MIN_ANSWERS, masteryLevelLabels, type TopicMastery } from '@academia/shared';
import { useId } from 'react';
import { formatNumber, formatPercent } from '../../../lib/format';

/**
 * How the learner did on each topic, with the level in words (Fortaleza, En desarrollo, Brecha, or "Pocas preguntas
 * para juzgar"). On a phone the table scrolls inside its own box (focusable, so a keyboard can scroll it) instead
 * of pushing the page wider than the screen.
 */
export function MasteryTable({ mastery }: { mastery: readonly TopicMastery[] }) {
  const titleId = useId();
  const noteId = useId();
  if (mastery.length === 0) return null;
  const someTooFew = mastery.some((row) => row.level === 'insufficient');
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0, maxWidth: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Dominio por tema
      </Typography>
      <Typography variant="body2" id={noteId} sx={{ color: 'text.secondary', mb: 1 }}>
        Fortaleza desde el 80 % de respuestas correctas; brecha por debajo del 50 %.
        {someTooFew &&
          ` Con menos de ${formatNumber(MASTERY_MIN_ANSWERS)} preguntas de un tema no hay suficiente información para juzgarlo.`}
      </Typography>
      <Box
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        data-testid="mastery-scroll"
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Table
          size="small"
          aria-labelledby={titleId}
          aria-describedby={noteId}
          sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } }, '& th': { fontWeight: 700 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Tema</TableCell>
              <TableCell align="right">Correctas</TableCell>
              <TableCell align="right">Porcentaje</TableCell>
              <TableCell>Nivel</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mastery.map((row) => (
              <TableRow key={row.topic}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400, minWidth: '9rem' }}>
                  {row.topic}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(row.correct)} de {formatNumber(row.answered)}
                </TableCell>
                <TableCell align="right">{formatPercent(row.percent)}</TableCell>
                <TableCell sx={{ minWidth: '7rem' }}>{masteryLevelLabels[row.level]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
