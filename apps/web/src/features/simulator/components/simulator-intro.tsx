import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SimulatorOverview } from '@academia/shared';
import { useId } from 'react';
import { formatCount, formatNumber, formatPercent } from '../../../lib/format';
import { passMark } from '@academia/shared';
import { scoreText } from '../utils/texts';
import { PanelHeading, SimulatorPanel } from './simulator-panel';
import { StartError } from './start-error';

interface SimulatorIntroProps {
  overview: SimulatorOverview;
  scenario: NonNullable<SimulatorOverview['scenario']>;
  starting: boolean;
  startError: unknown;
  /** `restart`: abandon the attempt in progress and begin again. */
  onStart: (restart: boolean) => void;
}

/** What the scenario is, how it is passed, the learner's best result, and «Empezar» or «Continuar donde quedó». */
export function SimulatorIntro({ overview, scenario, starting, startError, onStart }: SimulatorIntroProps) {
  const titleId = useId();
  const { attemptInProgress: open, best } = overview;
  const finished = overview.attempts.filter((attempt) => attempt.status === 'finished').length;
  return (
    <SimulatorPanel labelledBy={titleId}>
      <PanelHeading id={titleId}>{scenario.title}</PanelHeading>
      <Typography sx={{ maxWidth: '72ch' }}>{scenario.summary}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        <li>
          <Typography>
            Puntaje máximo: <strong>{formatCount(scenario.maxScore, 'punto', 'puntos')}</strong>.
          </Typography>
        </li>
        <li>
          <Typography>
            Para aprobar necesita al menos el <strong>{formatPercent(scenario.passPercent)}</strong> del puntaje máximo
            ({formatCount(passMark(scenario.passPercent, scenario.maxScore), 'punto', 'puntos')}) y no cometer ningún
            error crítico.
          </Typography>
        </li>
        <li>
          <Typography>
            El escenario tiene {formatCount(scenario.situationCount, 'situación', 'situaciones')}; sus decisiones eligen
            el camino, así que quizá no pase por todas.
          </Typography>
        </li>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Cada respuesta se guarda al darla: si sale de la página, puede continuar donde quedó.
      </Typography>

      {best && (
        <Typography>
          Su mejor resultado: {scoreText(best.score, best.maxScore)} ·{' '}
          {best.passed ? 'aprobado' : 'todavía sin aprobar'}.
        </Typography>
      )}
      {finished > 0 && <Typography>Intentos terminados: {formatNumber(finished)}.</Typography>}
      {open && (
        <Typography>
          Tiene un intento en curso: lleva {formatCount(open.path.length, 'respuesta', 'respuestas')} y{' '}
          {formatCount(open.score, 'punto', 'puntos')}.
        </Typography>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {open ? (
          <>
            <Button
              variant="contained"
              size="large"
              onClick={() => onStart(false)}
              loading={starting}
              startIcon={<PlayArrowIcon aria-hidden="true" />}
              sx={{ minHeight: 48 }}
            >
              Continuar donde quedó
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={() => onStart(true)}
              disabled={starting}
              startIcon={<ReplayIcon aria-hidden="true" />}
              sx={{ minHeight: 48 }}
            >
              Empezar de nuevo
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            size="large"
            onClick={() => onStart(false)}
            loading={starting}
            startIcon={finished > 0 ? <ReplayIcon aria-hidden="true" /> : <PlayArrowIcon aria-hidden="true" />}
            sx={{ minHeight: 48 }}
          >
            {finished > 0 ? 'Volver a intentar' : 'Empezar'}
          </Button>
        )}
      </Box>
      {startError != null && <StartError error={startError} />}
    </SimulatorPanel>
  );
}
