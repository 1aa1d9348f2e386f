import { n as SignInPage } from "./sign-in-page-DgSKH5Vq.js";
// src/app/routes/auth/sign-in.tsx
var sign_in_default = SignInPage;
export { sign_in_default as default };
