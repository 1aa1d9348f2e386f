import { paths } from '@academia/shared/paths';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LearnerLayout } from '../layouts/learner-layout';

/** What a non-admin sees on `/admin/*`: an explanation in their own area, and no admin data. */
export default function UnauthorizedPage() {
  return (
    <LearnerLayout>
      <PageHeader title="No autorizado" />
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Esta sección es solo para administradores de la plataforma. Si cree que debería tener acceso, comuníquese con el
        administrador de su organización.
      </Typography>
      <Button component={RouterLink} to={paths.home()} variant="contained">
        Ir al inicio
      </Button>
    </LearnerLayout>
  );
}
