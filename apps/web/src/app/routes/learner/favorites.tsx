import { ComingSoonPage } from '../../../components/coming-soon';

export default function FavoritesRoute() {
  return <ComingSoonPage title="Favoritos" breadcrumbs={[{ label: 'Inicio', to: '/inicio' }]} />;
}
