import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AttemptView, LearnerSituation } from '@academia/shared';
import { useId, type ReactNode } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useScenarioPlayer, type PlayerDriver } from '../hooks/use-scenario-player';
import { gtc45FieldLabels } from '../utils/gtc45-labels';
import { DebriefView } from './debrief-view';
import { PanelHeading, SimulatorPanel } from './simulator-panel';
import { SituationMedia } from './situation-media';
import { SituationView } from './situation-view';
import { StepFeedbackView } from './step-feedback';

interface ScenarioPlayerProps {
  initial: AttemptView;
  driver: PlayerDriver;
  /** Called once when the attempt ends (the route's progress may have changed). */
  onFinished?: () => void;
  /** Under the debrief: «Volver a intentar», «Volver a la ruta»… */
  debriefActions?: ReactNode;
  /** The scenario's pass mark as a percentage of the maximum, for the debrief. */
  passPercent: number;
}

function fieldLabelsOf(situation: LearnerSituation): Record<string, string> {
  if (situation.kind === 'calculation') {
    return Object.fromEntries(situation.fields.map((field) => [field.id, field.label]));
  }
  return situation.kind === 'gtc45' ? gtc45FieldLabels : {};
}

/** Plays one attempt: situation after situation, the feedback of each answer, the outcome and the debrief. */
export function ScenarioPlayer({ initial, driver, onFinished, debriefActions, passPercent }: ScenarioPlayerProps) {
  const player = useScenarioPlayer(initial, driver, onFinished);
  const { attempt, answered } = player;
  const current = attempt.current;

  if (player.debrief) {
    return <DebriefView debrief={player.debrief} passPercent={passPercent} focusOnMount actions={debriefActions} />;
  }
  if (!current || current.kind === 'end') {
    return (
      <Outcome situation={current} loading={player.loadingDebrief} onShow={player.showDebrief}>
        {player.debriefError !== null && <Alert severity="error">{errorMessageFor(player.debriefError)}</Alert>}
      </Outcome>
    );
  }

  const ended = answered !== null && !answered.next.current;
  return (
    <SituationView
      key={current.id}
      situation={current}
      stepLabel={`Situación ${formatNumber(attempt.path.length + 1)} · Puntaje acumulado: ${formatNumber(attempt.score)}`}
      answered={answered?.input ?? null}
      submitting={player.submitting ?? null}
      onAnswer={player.submit}
    >
      {/* Mounted empty with the situation, so the feedback that fills it is announced. */}
      <Box aria-live="polite" sx={{ maxWidth: '72ch' }}>
        {answered && <StepFeedbackView feedback={answered.feedback} fieldLabels={fieldLabelsOf(current)} />}
      </Box>
      {answered && (
        <Box>
          <Button
            variant="contained"
            size="large"
            onClick={player.proceed}
            loading={player.loadingDebrief}
            endIcon={<ArrowForwardIcon aria-hidden="true" />}
            sx={{ minHeight: 48 }}
          >
            {ended ? 'Ver el resumen' : 'Continuar'}
          </Button>
        </Box>
      )}
      {player.answerError !== null && <Alert severity="error">{errorMessageFor(player.answerError)}</Alert>}
      {player.debriefError !== null && <Alert severity="error">{errorMessageFor(player.debriefError)}</Alert>}
    </SituationView>
  );
}

interface OutcomeProps {
  situation: LearnerSituation | null;
  loading: boolean;
  onShow: () => void;
  children?: ReactNode;
}

/** The end the learner's path reached, and «Ver el resumen». */
function Outcome({ situation, loading, onShow, children }: OutcomeProps) {
  const headingId = useId();
  return (
    <SimulatorPanel labelledBy={headingId}>
      <PanelHeading id={headingId} focusOnMount>
        {situation?.title ?? 'Fin del escenario'}
      </PanelHeading>
      {situation && <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '72ch' }}>{situation.text}</Typography>}
      {situation && <SituationMedia media={situation.media} />}
      <Box>
        <Button variant="contained" size="large" onClick={onShow} loading={loading} sx={{ minHeight: 48 }}>
          Ver el resumen
        </Button>
      </Box>
      {children}
    </SimulatorPanel>
  );
}
