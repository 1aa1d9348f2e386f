import { SignUpPage } from '../../../features/auth/components/sign-up-page';

export default SignUpPage;
