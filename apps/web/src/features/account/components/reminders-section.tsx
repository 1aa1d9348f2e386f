import type { AccountProfile } from '@academia/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useSetReminders } from '../api/account';

/** The switch for e-mail reminders of non-mandatory training assignments (decision 038). */
export function RemindersSection({ profile }: { profile: AccountProfile }) {
  const setReminders = useSetReminders();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={!profile.remindersOptOut}
            disabled={setReminders.isPending}
            onChange={(event) => setReminders.mutate(!event.target.checked)}
          />
        }
        label="Recibir recordatorios de capacitación no obligatorios"
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Los recordatorios de las rutas obligatorias de su plan de capacitación siempre le llegan por correo.
      </Typography>
      <FormErrorAlert error={setReminders.error} />
    </>
  );
}
