import { useParams } from 'react-router';
import { DocumentDetailPage } from '../../../features/library/components/document-detail-page';

export default function DocumentDetailRoute() {
  const { id = '' } = useParams();
  // Keyed so another document starts from a clean page (scroll, favourite errors).
  return <DocumentDetailPage key={id} documentId={id} />;
}
