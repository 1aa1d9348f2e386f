import { ComingSoonPage } from '../../../components/coming-soon';

export default function AdminLibraryRoute() {
  return <ComingSoonPage title="Biblioteca" breadcrumbs={[{ label: 'Panel de control', to: '/admin/dashboard' }]} />;
}
