import { AdminLibraryPage } from '../../../features/admin-library/components/admin-library-page';

export default AdminLibraryPage;
