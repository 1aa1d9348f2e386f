import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it may; the page's Content-Security-Policy forbids eval
// (no 'unsafe-eval'), and Zod's probe for it is reported as a violation. The interpreted parsers are fast enough
// for forms and API answers.
z.config({ jitless: true });
