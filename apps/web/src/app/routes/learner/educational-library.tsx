import { DocumentsPage } from '../../../features/library/components/documents-page';

export default DocumentsPage;
