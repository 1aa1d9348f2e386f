import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lockedStepDetailsSchema } from '@academia/shared';
import { Link as RouterLink } from 'react-router';
import { errorMessageFor, isApiError } from '../../../lib/api-client';

/**
 * Why an attempt could not start. A locked simulator is never a dead end: the server's sentence says what comes
 * first, and a button leads to the step that unlocks it.
 */
export function StartError({ error }: { error: unknown }) {
  if (isApiError(error) && error.code === 'STEP_LOCKED') {
    const parsed = lockedStepDetailsSchema.safeParse(error.details);
    const unlock = parsed.success ? parsed.data.unlock : null;
    return (
      <Alert severity="info" role="alert">
        {error.serverMessage ?? error.message}
        {unlock && (
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={unlock.href} variant="outlined" size="small">
              Ir a «{unlock.title}»
            </Button>
          </Box>
        )}
      </Alert>
    );
  }
  return <Alert severity="error">{errorMessageFor(error)}</Alert>;
}
