import { MyProgressPage } from '../../../features/my-progress/components/my-progress-page';

export default MyProgressPage;
