import { installSpanishErrors } from '@academia/shared';
import { zodResolver } from '@hookform/resolvers/zod';

// Forms are the only place zod messages reach a person. Installing the Spanish messages here (instead of at start-up)
// keeps zod out of the first script; every form gets its resolver from this module.
installSpanishErrors();

export { zodResolver };
