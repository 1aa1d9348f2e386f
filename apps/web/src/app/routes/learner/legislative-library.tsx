import { NormsPage } from '../../../features/library/components/norms-page';

export default NormsPage;
