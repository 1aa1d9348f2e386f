import { ComingSoonPage } from '../../../components/coming-soon';

export default function HomeRoute() {
  return <ComingSoonPage title="Inicio" breadcrumbs={[]} />;
}
