import { RouteEditorPage } from '../../../features/admin-routes/components/route-editor-page';

export default RouteEditorPage;
