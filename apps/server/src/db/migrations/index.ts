import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0002 from './0002-routes.js';
import * as m0003 from './0003-evaluations.js';
import * as m0004 from './0004-library-search.js';
import * as m0005 from './0005-app-secrets.js';
import * as m0006 from './0006-people-and-audit.js';
import * as m0007e from './0007-e-audit-append-only.js';
import * as m0008b from './0008-b-certificate-facts.js';
import * as m0008c from './0008-c-attempt-grants.js';
import * as m0009b from './0009-b-tutor-conversations.js';
import * as m0009a from './0009-a-phva-cycles.js';
import * as m0010a from './0010-a-simulator.js';
import * as m0010b from './0010-b-certificate-validity.js';
import * as m0012a from './0012-a-item-families.js';
import * as m0011c from './0011-c-insight-indexes.js';
import * as m0011a from './0011-a-training-plans.js';
import * as m0011b from './0011-b-analytics-indexes.js';
import * as m0013a from './0013-a-analytics-rollups.js';
import * as m0014a from './0014-a-catalog-version.js';
import * as m0015a from './0015-a-analytics-moved-people.js';
import * as m0016a from './0016-a-evaluation-facts.js';
import * as m0016b from './0016-b-item-progress-by-route.js';
import * as m0016c from './0016-c-answer-weeks.js';
import * as m0016d from './0016-d-item-answer-weeks.js';
import * as m0017a from './0017-a-item-completion-weeks.js';
import * as m0017b from './0017-b-route-results-by-route.js';
import * as m0018a from './0018-a-route-detail-indexes.js';
import * as m0018b from './0018-b-enrolment-risk.js';
import * as m0019a from './0019-a-job-title-key.js';
import * as m0019b from './0019-b-plan-pairs.js';
import * as m0020 from './0020-daily-totals.js';
import * as m0021 from './0021-plan-marks.js';
import * as m0022 from './0022-item-usage.js';
import * as m0023 from './0023-activity-stamp-indexes.js';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled production build carries
 * them and both databases run exactly the same list. Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-routes': m0002,
  '0003-evaluations': m0003,
  '0004-library-search': m0004,
  '0005-app-secrets': m0005,
  '0006-people-and-audit': m0006,
  '0007-e-audit-append-only': m0007e,
  '0008-b-certificate-facts': m0008b,
  '0008-c-attempt-grants': m0008c,
  '0009-b-tutor-conversations': m0009b,
  '0009-a-phva-cycles': m0009a,
  '0010-a-simulator': m0010a,
  '0010-b-certificate-validity': m0010b,
  '0011-a-training-plans': m0011a,
  '0011-b-analytics-indexes': m0011b,
  '0011-c-insight-indexes': m0011c,
  '0012-a-item-families': m0012a,
  '0013-a-analytics-rollups': m0013a,
  '0014-a-catalog-version': m0014a,
  '0015-a-analytics-moved-people': m0015a,
  '0016-a-evaluation-facts': m0016a,
  '0016-b-item-progress-by-route': m0016b,
  '0016-c-answer-weeks': m0016c,
  '0016-d-item-answer-weeks': m0016d,
  '0017-a-item-completion-weeks': m0017a,
  '0017-b-route-results-by-route': m0017b,
  '0018-a-route-detail-indexes': m0018a,
  '0018-b-enrolment-risk': m0018b,
  '0019-a-job-title-key': m0019a,
  '0019-b-plan-pairs': m0019b,
  '0020-daily-totals': m0020,
  '0021-plan-marks': m0021,
  '0022-item-usage': m0022,
  '0023-activity-stamp-indexes': m0023,
};
