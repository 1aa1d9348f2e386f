import { r as SignUpPage } from "./sign-up-page-DuQ16M54.js";
// src/app/routes/auth/sign-up.tsx
var sign_up_default = SignUpPage;
export { sign_up_default as default };
