import { ComingSoonPage } from '../../../components/coming-soon';

export default function LegislativeLibraryRoute() {
  return (
    <ComingSoonPage
      title="Biblioteca legislativa SST"
      breadcrumbs={[
        { label: 'Inicio', to: '/inicio' },
        { label: 'Bibliotecas', to: '/bibliotecas' },
      ]}
    />
  );
}
