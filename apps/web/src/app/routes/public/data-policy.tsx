import { DataPolicyPage } from '../../../features/help/components/data-policy-page';
import { usePublicConfig } from '../../../features/public-config/api/get-public-config';

export default function DataPolicyRoute() {
  return <DataPolicyPage config={usePublicConfig()} />;
}
