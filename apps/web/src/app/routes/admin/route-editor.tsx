import { RouteEditorPage } from '../../../features/admin-routes/components/route-editor-page';
import { RouteBankPanel } from '../../../features/item-bank/components/bank-panel';

/** The route editor, with the item bank as its "Banco de preguntas" tab. */
export default function RouteEditorRoute() {
  return <RouteEditorPage renderBankTab={(props) => <RouteBankPanel {...props} />} />;
}
