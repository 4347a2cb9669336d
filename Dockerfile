# One image for the app server and the OTP worker (different commands).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY otp-service/package.json otp-service/
COPY cms/package.json cms/
COPY site/package.json site/
COPY admin/package.json admin/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node --input-type=module -e "import('./scripts/lib/build.mjs').then((m) => m.buildAll())"

FROM node:20-bookworm-slim
# V8's old generation capped at 512 MB and two malloc arenas (docs/decisions/007-app-memory.md); override per service.
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 NODE_OPTIONS=--max-old-space-size=512 MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "cms/src/server.ts"]
