import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { paths } from '@academia/shared/paths';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { visuallyHidden } from '../../lib/visually-hidden';

/** The exact wording of the consent (Ley 1581 de 2012); the last words link to the policy. */
export const CONSENT_LABEL_START = 'Autorizo el tratamiento de mis datos personales según la ';
export const CONSENT_POLICY_LINK = 'Política de tratamiento de datos';

interface ConsentCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  errorMessage?: string | undefined;
}

/**
 * The consent box, unticked until the person ticks it. The policy opens in a new tab so a half-filled form is never
 * lost; the link says so to screen readers through its description, which keeps the box's accessible name exactly
 * the consent sentence.
 */
export function ConsentCheckbox<T extends FieldValues>({ control, name, id, errorMessage }: ConsentCheckboxProps<T>) {
  const errorId = useId();
  const newTabId = useId();
  return (
    <FormControl error={Boolean(errorMessage)} sx={{ mt: 2, mb: 1, display: 'flex' }}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            label={
              <Box component="span" sx={{ display: 'inline-block', pt: 1 }}>
                {CONSENT_LABEL_START}
                <Link href={paths.dataPolicy()} target="_blank" rel="noopener" aria-describedby={newTabId}>
                  {CONSENT_POLICY_LINK}
                </Link>
              </Box>
            }
            control={
              <Checkbox
                id={id}
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                required
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': Boolean(errorMessage),
                    ...(errorMessage ? { 'aria-describedby': errorId } : {}),
                  },
                }}
              />
            }
          />
        )}
      />
      <Box component="span" id={newTabId} sx={visuallyHidden}>
        Se abre en una pestaña nueva.
      </Box>
      {errorMessage && <FormHelperText id={errorId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}
