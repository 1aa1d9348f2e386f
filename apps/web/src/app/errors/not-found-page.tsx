import { paths } from '@academia/shared/paths';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';

/** Unknown paths. `/` takes a signed-in person on to their home. */
export function NotFoundContent() {
  return (
    <>
      <PageHeader title="Página no encontrada" />
      <Typography sx={{ mb: 3 }}>
        La dirección que abrió no existe o cambió. Revise que esté bien escrita o vuelva al inicio.
      </Typography>
      <Button component={RouterLink} to={paths.signIn()} variant="contained">
        Ir al inicio
      </Button>
    </>
  );
}

export default NotFoundContent;
