import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { BusyButton } from './busy-button';

interface ChoiceStepProps {
  choices: readonly { id: string; text: string }[];
  /** The choice the learner made, once it is recorded: every button then stays on screen but does nothing. */
  chosenId: string | null;
  /** The choice being sent. */
  pendingId: string | null;
  onChoose: (choiceId: string) => void;
}

/**
 * The choices of a situation as real buttons. Once one is chosen the buttons stay where they are (aria-disabled, not
 * disabled), so focus stays on the pressed one while the consequence is announced.
 */
export function ChoiceStep({ choices, chosenId, pendingId, onChoose }: ChoiceStepProps) {
  const locked = chosenId !== null || pendingId !== null;
  const chosenNoteId = useId();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {choices.map((choice) => {
        const chosen = choice.id === chosenId;
        return (
          <li key={choice.id}>
            <BusyButton
              variant={chosen ? 'contained' : 'outlined'}
              fullWidth
              busy={choice.id === pendingId}
              inert={locked}
              startIcon={chosen ? <CheckIcon aria-hidden="true" /> : undefined}
              aria-describedby={chosen ? chosenNoteId : undefined}
              onClick={() => onChoose(choice.id)}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'left',
                textTransform: 'none',
                minHeight: 48,
                ...(locked && !chosen && { color: 'text.secondary', borderColor: 'divider' }),
              }}
            >
              {choice.text}
            </BusyButton>
            {chosen && <VisuallyHidden id={chosenNoteId}>Su elección</VisuallyHidden>}
          </li>
        );
      })}
    </Box>
  );
}
