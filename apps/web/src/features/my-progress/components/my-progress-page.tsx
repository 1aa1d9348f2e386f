import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { MyCertificatesSection } from './my-certificates-section';
import { MyRoutesSection } from './my-routes-section';
import { SummarySection } from './summary-section';

/** `/mi-avance`: totals and charts, each route with its progress and scores, and the certificates obtained. */
export function MyProgressPage() {
  return (
    <>
      <PageHeader
        title="Mi avance"
        breadcrumbs={[{ label: 'Inicio', to: paths.home() }]}
        description="Su progreso, el tiempo que ha dedicado, sus puntajes y los certificados que ha obtenido."
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, maxWidth: 1200 }}>
        <SummarySection />
        <MyRoutesSection />
        <MyCertificatesSection />
      </Box>
    </>
  );
}
