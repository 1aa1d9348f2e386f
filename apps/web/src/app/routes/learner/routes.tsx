import { RoutesPage } from '../../../features/learning-paths/components/routes-page';

export default RoutesPage;
