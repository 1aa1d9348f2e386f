import { TrainingPlanPage } from '../../../features/training-plans/components/training-plan-page';

/** `/admin/plan-de-capacitacion`: assignments and compliance (a Responsable SST, their own company's). */
export default function TrainingPlanRoute() {
  return <TrainingPlanPage />;
}
