import { RoutesPage } from '../../../features/admin-routes/components/routes-page';

export default RoutesPage;
