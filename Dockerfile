# One image for the app server and the OTP worker (different commands): Node 24 LTS, compiled
# JavaScript, production dependencies only, non-root.
#   app:    node cms/dist/server.mjs        (the default)
#   worker: node otp-service/dist/worker.mjs

# --- build: every dependency, then the bundles, the CMS panel and the two front ends ---------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY server-kit/package.json server-kit/
COPY otp-service/package.json otp-service/
COPY cms/package.json cms/
COPY site/package.json site/
COPY admin/package.json admin/
COPY tests/package.json tests/
# `npm install`, not `npm ci`: the lock lists only this platform's optional binaries (docs/decisions/005).
RUN npm install --no-audit --no-fund
COPY . .
# The image seeds its database at its first start: no first-start data (that is for `npm start`).
RUN node --input-type=module -e "import('./scripts/lib/build.mjs').then((m) => m.buildAll({ firstStartData: false }))" \
  # Nothing of the build's own state goes further: Next's cache, the throwaway data directories the
  # builds load the config with (they hold generated secrets), stamps and source maps.
  && rm -rf cms/.next/cache cms/.next/trace cms/.next/trace-build cms/.next/types cms/.next/diagnostics \
  && find cms/.next cms/dist otp-service/dist site/dist admin/dist \
    \( -name .build-data -o -name .agency-build -o -name '*.map' -o -name '*.nft.json' \) -prune -exec rm -rf {} +

# --- deps: production dependencies of the workspaces that run --------------------------------------
# contract, server-kit, otp-service and cms, and site for its server-render bundle's externals (react, emotion…).
# The dashboard (admin) is static files only. Apart from the build, so it is cached until the lock changes.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY server-kit/package.json server-kit/
COPY otp-service/package.json otp-service/
COPY cms/package.json cms/
COPY site/package.json site/
RUN npm install --omit=dev --no-audit --no-fund -w contract -w server-kit -w otp-service -w cms -w site \
  # What the server never loads: Next's compiler (for `next build`), the code editor that the panel's
  # browser side fetches from a CDN (a peer npm installs anyway), type declarations and source maps.
  && rm -rf node_modules/@next/swc-* node_modules/monaco-editor \
  && find . -path '*/node_modules/*' -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete \
  && npm cache clean --force \
  && rm -rf /root/.npm

# --- runtime ----------------------------------------------------------------------------------------
FROM node:24-bookworm-slim
# V8's old generation capped at 512 MB and two malloc arenas (docs/decisions/007-app-memory.md); override per service.
ENV NODE_ENV=production \
  DATA_DIR=/data \
  HOST=0.0.0.0 \
  PORT=3000 \
  NODE_OPTIONS=--max-old-space-size=512 \
  MALLOC_ARENA_MAX=2 \
  NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
# The code belongs to root and is read-only to the user the processes run as.
COPY --from=deps /app ./
COPY --from=build /app/cms/next.config.mjs cms/
COPY --from=build /app/cms/.next cms/.next
COPY --from=build /app/cms/dist cms/dist
COPY --from=build /app/otp-service/dist otp-service/dist
COPY --from=build /app/site/dist site/dist
COPY --from=build /app/admin/dist admin/dist
# A font for the text sharp draws into the generated link-preview image (/og-image.png).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# DATA_DIR: media unless S3 is configured; docker-compose.yml mounts one volume here for every replica.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "cms/dist/server.mjs"]
