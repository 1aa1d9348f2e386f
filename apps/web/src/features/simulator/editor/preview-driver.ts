import {
  answer,
  attemptView,
  debrief,
  EngineError,
  startAttempt,
  type AttemptView,
  type ScenarioDefinition,
} from '@academia/shared';
import { ApiError } from '../../../lib/api-client';
import type { PlayerDriver } from '../hooks/use-scenario-player';

const PREVIEW_ID = 'vista-previa';

/**
 * Plays a draft in the browser with the same engine the server uses, so the preview judges answers exactly as a
 * learner's attempt will; nothing is sent or stored.
 */
export function previewSession(definition: ScenarioDefinition): { initial: AttemptView; driver: PlayerDriver } {
  let state = startAttempt(definition);
  const view = () => attemptView(state, { id: PREVIEW_ID, status: state.finished ? 'finished' : 'in_progress' });
  const driver: PlayerDriver = {
    answer: (_attemptId, input) => {
      try {
        const result = answer(state, input);
        state = result.state;
        return Promise.resolve({ feedback: result.feedback, attempt: view() });
      } catch (error) {
        // Shown like a server's refusal: the player says the engine's Spanish sentence.
        if (error instanceof EngineError) return Promise.reject(new ApiError('VALIDATION_FAILED', 400, error.message));
        throw error;
      }
    },
    debrief: () => Promise.resolve(debrief(state)),
  };
  return { initial: view(), driver };
}
