import { ComingSoonPage } from '../../../components/coming-soon';

export default function EducationalLibraryRoute() {
  return (
    <ComingSoonPage
      title="Biblioteca educativa SST"
      breadcrumbs={[
        { label: 'Inicio', to: '/inicio' },
        { label: 'Bibliotecas', to: '/bibliotecas' },
      ]}
    />
  );
}
