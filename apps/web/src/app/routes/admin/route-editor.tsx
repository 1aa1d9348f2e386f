import { RouteEditorPage } from '../../../features/admin-routes/components/route-editor-page';
import { RouteBankPanel } from '../../../features/item-bank/components/bank-panel';
import { SimulatorTab } from '../../../features/simulator/editor/scenario-editor-panel';

/** The route editor, with the item bank as its "Banco de preguntas" tab and the scenario as its "Simulador" tab. */
export default function RouteEditorRoute() {
  return (
    <RouteEditorPage
      renderBankTab={(props) => <RouteBankPanel {...props} />}
      renderSimulatorTab={(props) => <SimulatorTab {...props} />}
    />
  );
}
