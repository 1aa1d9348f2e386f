import { useParams } from 'react-router';
import { UserDetailPage } from '../../../features/admin-users/components/user-detail-page';

export default function AdminUserDetailRoute() {
  const { id = '' } = useParams();
  return <UserDetailPage id={id} />;
}
