import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { MyCertificatesSection } from './my-certificates-section';
import { MyRoutesSection } from './my-routes-section';

/*
 * `/mi-avance`: only what the API already gives (the catalog's progress and the certificate list). Charts of the
 * learner's progress and the pre-test vs final test comparison per route come with a later issue; until then the
 * page shows nothing in their place.
 */
export function MyProgressPage() {
  return (
    <>
      <PageHeader
        title="Mi avance"
        breadcrumbs={[{ label: 'Inicio', to: '/inicio' }]}
        description="Las rutas que sigues y los certificados que has obtenido."
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, maxWidth: 1080 }}>
        <MyRoutesSection />
        <MyCertificatesSection />
      </Box>
    </>
  );
}
