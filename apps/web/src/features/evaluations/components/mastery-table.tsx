import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { masteryLevelLabels, type TopicMastery } from '@academia/shared';
import { useId } from 'react';
import { formatNumber, formatPercent } from '../../../lib/format';

/** How the learner did on each topic, with the level in words (Fortaleza, En desarrollo, Brecha). */
export function MasteryTable({ mastery }: { mastery: readonly TopicMastery[] }) {
  const titleId = useId();
  if (mastery.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Dominio por tema
      </Typography>
      <Table
        size="small"
        aria-labelledby={titleId}
        // Narrow phones: tighter cells and wrapping text instead of a scrolling table.
        sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } }, '& th': { fontWeight: 700 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Tema</TableCell>
            <TableCell align="right">Respondidas</TableCell>
            <TableCell align="right">Correctas</TableCell>
            <TableCell align="right">Porcentaje</TableCell>
            <TableCell>Nivel</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mastery.map((row) => (
            <TableRow key={row.topic}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {row.topic}
              </TableCell>
              <TableCell align="right">{formatNumber(row.answered)}</TableCell>
              <TableCell align="right">{formatNumber(row.correct)}</TableCell>
              <TableCell align="right">{formatPercent(row.percent)}</TableCell>
              <TableCell>{masteryLevelLabels[row.level]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
