import { RoutesPage } from '../../../features/routes/components/routes-page';

export default RoutesPage;
