import { UsersPage } from '../../../features/admin-users/components/users-page';

export default UsersPage;
