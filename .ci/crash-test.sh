#!/usr/bin/env bash
# Crash test (resilience/crash, docs/decisions/020-durability-and-backups.md): the production server is killed with
# SIGKILL while 20 learners answer, restarted on the same data, and checked for lost answers and broken sessions;
# once on SQLite and once on PostgreSQL. It builds nothing: .ci/run calls it after the browser suite, which builds.
# The PostgreSQL run creates a database of its own on this server and drops it afterwards.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI=true NO_COLOR=1 FORCE_COLOR=0
export CRASH_DATABASE_URL="${CRASH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
exec npm run test:crash
