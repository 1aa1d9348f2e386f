import { ComingSoonPage } from '../../../components/coming-soon';

export default function LibrariesRoute() {
  return <ComingSoonPage title="Bibliotecas" breadcrumbs={[{ label: 'Inicio', to: '/inicio' }]} />;
}
