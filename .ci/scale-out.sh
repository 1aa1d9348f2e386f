#!/usr/bin/env bash
# Scale-out proof: the browser specs whose state crosses requests (sessions, captcha, mail, uploads, adaptive tests,
# the search index, scheduled jobs) through nginx (Debian's package, the reference proxy rules in deploy/nginx/) in
# front of two app servers on one fresh PostgreSQL database and an S3-compatible store (s3rver), round-robin with no
# stickiness, plus e2e/tests/scale-out.spec.ts, which talks to each app server directly. The rest of the suite (page
# layouts, accessibility scans) would only repeat what the single-server run proves, at twice the CI time.
# Prints Playwright's own summary ("N passed (…)"), so .ci/run counts it like any other suite.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
# Debian starts the packaged nginx as a service; the suite runs its own instance and needs no other.
/usr/sbin/nginx -v

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start || true
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

if [ ! -f apps/server/dist/server.js ] || [ ! -f apps/web/dist/index.html ]; then
  npm run build
fi

started=$(date +%s)
SPECS=(
  tests/scale-out.spec.ts
  tests/accounts.spec.ts
  tests/admin-users.spec.ts
  tests/routes.spec.ts
  tests/evaluations.spec.ts
  tests/library-search.spec.ts
  tests/users-import.spec.ts
  tests/training-plans.spec.ts
  tests/tutor.spec.ts
)
E2E_TOPOLOGY=nginx npm run test -w @academia/e2e -- "${SPECS[@]}"
echo "Suite del navegador a través de nginx: $(($(date +%s) - started)) s"
