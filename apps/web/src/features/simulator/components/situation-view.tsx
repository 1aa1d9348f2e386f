import Typography from '@mui/material/Typography';
import type { LearnerSituation, AnswerInput } from '@academia/shared';
import { useId, type ReactNode } from 'react';
import { CalculationStep } from './calculation-step';
import { ChoiceStep } from './choice-step';
import { Gtc45Step } from './gtc45-step';
import { PanelHeading, SimulatorPanel } from './simulator-panel';
import { SituationMedia } from './situation-media';

interface SituationViewProps {
  situation: LearnerSituation;
  /** "Situación 3": where the learner is in the path. */
  stepLabel: string;
  /** The recorded answer to this situation, once given. */
  answered: AnswerInput | null;
  /** The answer being sent. */
  submitting: AnswerInput | null;
  onAnswer: (input: AnswerInput) => void;
  /** The feedback live region, «Continuar», errors: below the controls. */
  children?: ReactNode;
}

/**
 * One situation: its heading (focused when it appears, so a screen reader starts there), its text and media, and what
 * the learner does with it. Mount it keyed by the situation's id.
 */
export function SituationView({ situation, stepLabel, answered, submitting, onAnswer, children }: SituationViewProps) {
  const headingId = useId();
  const id = situation.id;
  return (
    <SimulatorPanel labelledBy={headingId}>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {stepLabel}
        </Typography>
        <PanelHeading id={headingId} focusOnMount>
          {situation.title}
        </PanelHeading>
      </div>
      <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '72ch' }}>{situation.text}</Typography>
      <SituationMedia media={situation.media} />
      {situation.kind === 'choice' && (
        <ChoiceStep
          choices={situation.choices}
          chosenId={answered && 'choiceId' in answered ? answered.choiceId : null}
          pendingId={submitting && 'choiceId' in submitting ? submitting.choiceId : null}
          onChoose={(choiceId) => onAnswer({ situationId: id, choiceId })}
        />
      )}
      {situation.kind === 'calculation' && (
        <CalculationStep
          situationId={id}
          fields={situation.fields}
          answered={answered !== null}
          submitting={submitting !== null}
          onSubmit={(values) => onAnswer({ situationId: id, values })}
        />
      )}
      {situation.kind === 'gtc45' && (
        <Gtc45Step
          situationId={id}
          hazard={situation.hazard}
          answered={answered !== null}
          submitting={submitting !== null}
          onSubmit={(values) => onAnswer({ situationId: id, values })}
        />
      )}
      {children}
    </SimulatorPanel>
  );
}
