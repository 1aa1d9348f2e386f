import { LibrariesPage } from '../../../features/library/components/libraries-page';

export default LibrariesPage;
