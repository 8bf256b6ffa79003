#!/usr/bin/env bash
# Runs once, when the postgres container initialises an empty data directory
# (/docker-entrypoint-initdb.d). Each service gets its own database and its own login role that
# owns it, so a service cannot read another's tables (ARCHITECTURE §1, §2). btree_gist is
# created here by the superuser, ready for the booking exclusion constraints (§4); the
# services then run their own migrations as owners of their databases.
#
# Environment (set in docker-compose.yml):
#   MOORLINE_SERVICES     space-separated service names; database and role are moorline_<name>
#   MOORLINE_DB_PASSWORD  password of every service role (a development stack)
#
# The entrypoint sources this file when it is not executable, so the work runs in a subshell:
# its shell options and any failure stay inside, and a failure still fails the initialisation.
(
set -euo pipefail

for service in ${MOORLINE_SERVICES:?list the services, for example: auth catalog booking}; do
  database="moorline_${service}"
  echo "init-databases: creating ${database}"
  psql --no-psqlrc -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname postgres \
    --set name="${database}" --set password="${MOORLINE_DB_PASSWORD:?set a password for the service roles}" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
REVOKE CONNECT, TEMPORARY ON DATABASE :"name" FROM PUBLIC;
SQL
  psql --no-psqlrc -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname "${database}" <<'SQL'
CREATE EXTENSION IF NOT EXISTS btree_gist;
SQL
done
)
