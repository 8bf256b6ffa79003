#!/bin/sh
# Starts the deployable this image was built for. APP is set by deploy/Dockerfile from its
# build argument; exec hands PID 1 (and so SIGTERM) to the process itself.
set -eu
cd /app

case "${APP:-}" in
  auth | catalog | booking | payment | notification)
    exec node --import tsx "services/${APP}/src/main.ts"
    ;;
  bff)
    exec node --import tsx bff/src/main.ts
    ;;
  web)
    # PORT (default 3000) is read by `next start`.
    exec npm run start --workspace @moorline/web
    ;;
  *)
    echo "entrypoint: APP must be auth, catalog, booking, payment, notification, bff or web (got '${APP:-}')" >&2
    exit 64
    ;;
esac
