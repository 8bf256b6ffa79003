#!/bin/sh
# Starts the deployable this image was built for. APP is set by deploy/Dockerfile from its
# build argument; exec hands PID 1 (and so SIGTERM) to the process itself.
set -eu
cd /app

# Access tokens: a key pair from the environment, else the one in the shared /app/.keys volume,
# which auth generates on its first start (the BFF starts only once auth is healthy).
if [ -z "${JWT_PUBLIC_KEY:-}" ] && [ -d /app/.keys ]; then
  if [ "${APP:-}" = auth ]; then node --import tsx deploy/scripts/generate-access-token-keys.ts /app/.keys; fi
  JWT_PUBLIC_KEY="$(cat /app/.keys/access-token-public.pem)"
  export JWT_PUBLIC_KEY
  if [ "${APP:-}" = auth ]; then
    JWT_PRIVATE_KEY="$(cat /app/.keys/access-token-private.pem)"
    export JWT_PRIVATE_KEY
  fi
fi

# Booking passes: auth's first start above wrote their pair too; booking signs, the BFF publishes.
if [ -d /app/.keys ] && [ -f /app/.keys/booking-pass-public.pem ]; then
  if [ "${APP:-}" = booking ] && [ -z "${BOOKING_PASS_PRIVATE_KEY:-}" ]; then
    BOOKING_PASS_PRIVATE_KEY="$(cat /app/.keys/booking-pass-private.pem)"
    export BOOKING_PASS_PRIVATE_KEY
  fi
  if [ "${APP:-}" = bff ] && [ -z "${BOOKING_PASS_PUBLIC_KEY:-}" ]; then
    BOOKING_PASS_PUBLIC_KEY="$(cat /app/.keys/booking-pass-public.pem)"
    export BOOKING_PASS_PUBLIC_KEY
  fi
fi

# Web Push (issue 30 item 4): auth's first start wrote the VAPID pair too; only notification sends.
if [ "${APP:-}" = notification ] && [ -z "${VAPID_PRIVATE_KEY:-}" ] && [ -f /app/.keys/vapid-private.pem ]; then
  VAPID_PRIVATE_KEY="$(cat /app/.keys/vapid-private.pem)"
  VAPID_PUBLIC_KEY="$(cat /app/.keys/vapid-public.pem)"
  export VAPID_PRIVATE_KEY VAPID_PUBLIC_KEY
fi

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
