import { useParams } from 'react-router';
import { NormDetailPage } from '../../../features/library/components/norm-detail-page';

export default function NormDetailRoute() {
  const { id = '' } = useParams();
  // Keyed so following "Derogada por" to another norm starts from a clean page.
  return <NormDetailPage key={id} normId={id} />;
}
