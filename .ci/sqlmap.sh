#!/usr/bin/env bash
# SQL injection scan of the BUILT app with sqlmap (every parameter that reaches SQL must be proven not injectable).
# Starts apps/api/dist/server.js on a free port with a throwaway data directory (embedded PGlite, or a
# throwaway database on TEST_DATABASE_URL's server when that is set, as in CI), logs in as the demo
# attendant, and runs sqlmap, bounded in time, against three parameters that reach SQL:
#   searchTerm of GET /doctors/consultants, the id in GET /doctors/single-doctor/{id}, date of GET /appointment.
# Exits 1 when sqlmap reports an injectable parameter or a run is inconclusive. Locally: bash .ci/sqlmap.sh
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap: installing Debian's sqlmap"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq sqlmap >/dev/null
fi
if [ ! -f apps/api/dist/server.js ]; then
  echo "sqlmap: apps/api/dist/server.js is missing, building the API"
  npm run build -w @hospital/contract >/dev/null
  npm run build -w @hospital/api >/dev/null
fi

WORK=$(mktemp -d /tmp/ci-sqlmap.XXXXXX)
APP_PID=""
SCAN_DB=""
cleanup() {
  if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then
    kill "$APP_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$APP_PID" 2>/dev/null || true
  fi
  if [ -n "$SCAN_DB" ]; then
    ADMIN_URL="$TEST_DATABASE_URL" DB="$SCAN_DB" node -e '
      const pg = require("pg");
      const c = new pg.Client({ connectionString: process.env.ADMIN_URL });
      c.connect().then(() => c.query(`drop database if exists "${process.env.DB}" with (force)`)).finally(() => c.end());
    ' >/dev/null 2>&1 || true
  fi
  [ -n "${SQLMAP_KEEP:-}" ] && echo "sqlmap: kept $WORK" || rm -rf "$WORK"
}
trap cleanup EXIT

PORT=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
BASE="http://127.0.0.1:$PORT"

unset DATABASE_URL
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  SCAN_DB="sqlmap_$(date +%s)_$$"
  ADMIN_URL="$TEST_DATABASE_URL" DB="$SCAN_DB" node -e '
    const pg = require("pg");
    const c = new pg.Client({ connectionString: process.env.ADMIN_URL });
    c.connect().then(() => c.query(`create database "${process.env.DB}"`)).finally(() => c.end());
  '
  DATABASE_URL=$(ADMIN_URL="$TEST_DATABASE_URL" DB="$SCAN_DB" node -e 'const u = new URL(process.env.ADMIN_URL); u.pathname = "/" + process.env.DB; console.log(u.toString())')
  export DATABASE_URL
fi

# Generous limits: sqlmap sends thousands of requests and is not what the rate limits are about.
env NODE_ENV=production HOST=127.0.0.1 PORT="$PORT" PUBLIC_URL="$BASE" DATA_DIR="$WORK/data" LOG_LEVEL=warn SEED_DEMO=true \
  RATE_LOGIN_PER_IP=100000 RATE_LOGIN_FAILURES_PER_ACCOUNT=100000 RATE_FORGET_PER_IP=100000 RATE_FORGET_PER_EMAIL=100000 \
  RATE_PUBLIC_FORM_PER_IP=100000 \
  node apps/api/dist/server.js >"$WORK/server.log" 2>&1 &
APP_PID=$!

for _ in $(seq 1 120); do
  curl -fsS "$BASE/api/v1/health" >/dev/null 2>&1 && break
  kill -0 "$APP_PID" 2>/dev/null || { echo "sqlmap: the app did not start:"; tail -20 "$WORK/server.log"; exit 1; }
  sleep 0.5
done
curl -fsS "$BASE/api/v1/health" >/dev/null || { echo "sqlmap: the app did not answer on $BASE"; exit 1; }
echo "sqlmap: app (pid $APP_PID) on $BASE, database: ${SCAN_DB:-embedded PGlite in $WORK/data}"

login() {
  curl -fsS -X POST "$BASE/api/v1/auth/login" -H 'content-type: application/json' \
    -d '{"email":"attendant@demo.test","password":"Demo@1234"}' | sed -n 's/.*"accessToken":"\([^"]*\)".*/\1/p'
}
DOCTOR_ID=$(curl -fsS "$BASE/api/v1/doctors/consultants?limit=1" | sed -n 's/^[^[]*\[{"_id":"\([0-9a-f]\{24\}\)".*/\1/p')
[ -n "$DOCTOR_ID" ] || { echo "sqlmap: no doctor in the demo data"; exit 1; }
[ -n "$(login)" ] || { echo "sqlmap: could not log in as attendant@demo.test"; exit 1; }

failed=0
summaries=()
# scan NAME URL AUTHORIZATION|- [extra sqlmap arguments...]
scan() {
  local name=$1 url=$2 auth=$3
  shift 3
  local out="$WORK/$name.out" t0=$SECONDS status=0 headers=() curl_headers=()
  if [ "$auth" != "-" ]; then
    headers=(--headers="authorization: $auth")
    curl_headers=(-H "authorization: $auth")
  fi
  # The untouched request must succeed, or sqlmap would only be probing an error page.
  local code
  code=$(curl -s -o /dev/null -w '%{http_code}' "${curl_headers[@]}" "${url//\*/}")
  if [ "$code" != "200" ]; then
    summaries+=("sqlmap $name: INCONCLUSIVE (the original request answered $code, not 200)")
    echo "${summaries[-1]}"
    failed=1
    return
  fi
  timeout 300 sqlmap -u "$url" "$@" "${headers[@]}" --batch --level=2 --risk=1 --timeout=10 --retries=0 --threads=2 \
    --dbms=PostgreSQL --flush-session --disable-coloring --output-dir="$WORK/sqlmap" >"$out" 2>&1 || status=$?
  local seconds=$((SECONDS - t0)) verdict
  local log
  log=$(cat "$out" "$WORK"/sqlmap/*/log 2>/dev/null || true)
  if grep -Eqi 'is vulnerable|appears to be injectable|identified the following injection point' <<<"$log"; then
    verdict="INJECTABLE"
    failed=1
    grep -Ei 'is vulnerable|appears to be injectable|identified the following injection point|Parameter:|Type:|Payload:' <<<"$log" | sed 's/^/    /' | head -20
  elif grep -Eqi 'unable to connect|connection refused|connection timed out|page not found \(404\)|target URL content is not stable' <<<"$log"; then
    verdict="INCONCLUSIVE (sqlmap could not test it properly)"
    failed=1
    grep -Ei 'CRITICAL|ERROR' "$out" | sed 's/^/    /' | head -10
  elif [ "$status" -eq 124 ]; then
    verdict="not injectable within the 300 s bound (run stopped)"
  elif grep -Eqi 'do not appear to be injectable|does not seem to be injectable' <<<"$log"; then
    verdict="not injectable"
  else
    verdict="INCONCLUSIVE (exit $status, no verdict)"
    failed=1
    tail -15 "$out" | sed 's/^/    /'
  fi
  grep -qi 'might be injectable' <<<"$log" && verdict="$verdict; note: a heuristic said 'might be injectable'"
  summaries+=("sqlmap $name: $verdict ($((seconds)) s, $(grep -c '' "$out") output lines)")
  echo "${summaries[-1]}"
}

scan consultants-searchTerm "$BASE/api/v1/doctors/consultants?limit=10&searchTerm=x" - -p searchTerm
scan single-doctor-id "$BASE/api/v1/doctors/single-doctor/$DOCTOR_ID*" -
# A fresh token per authenticated run: access tokens live 15 minutes.
scan appointment-date "$BASE/api/v1/appointment?doctor=&date=2026-01-01" "$(login)" -p date

if grep -qi 'unhandled error' "$WORK/server.log"; then
  echo "sqlmap: the app logged unhandled errors while scanned (5xx answers):"
  grep -i 'unhandled error' "$WORK/server.log" | head -5 | cut -c1-300 | sed 's/^/    /'
fi
echo "sqlmap: ${#summaries[@]} targets in $(($(date +%s) - started)) s: $([ "$failed" -eq 0 ] && echo PASS || echo FAIL)"
exit "$failed"
