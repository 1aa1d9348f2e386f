import { HelpPage } from '../../../features/help/components/help-page';
import { usePublicConfig } from '../../../features/public-config/api/get-public-config';

export default function HelpRoute() {
  return <HelpPage config={usePublicConfig()} />;
}
