import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { HomePage } from '../../../features/home/components/home-page';

export default function HomeRoute() {
  const user = useSessionUser();
  return <HomePage userName={user?.nombre ?? ''} />;
}
