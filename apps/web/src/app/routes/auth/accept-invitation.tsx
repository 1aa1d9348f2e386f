import { AcceptInvitationPage } from '../../../features/auth/components/accept-invitation-page';

export default AcceptInvitationPage;
