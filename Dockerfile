# syntax=docker/dockerfile:1
# The product as one image: built in the first stage, the built files and the production
# dependencies only in the second, run as an unprivileged user. See "Running several instances"
# in README.md and deploy/compose.yaml.

FROM node:20-bookworm-slim AS build
# The SQLite driver compiles from source.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/netsim/package.json packages/netsim/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/advanced-client/package.json apps/advanced-client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build \
 && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    ADVANCED_CLIENT_CACHE_DIR=/app/data/advanced-client
WORKDIR /app
COPY --from=build --chown=root:root /src/package.json ./
COPY --from=build --chown=root:root /src/node_modules ./node_modules
COPY --from=build --chown=root:root /src/apps/server/package.json ./apps/server/
COPY --from=build --chown=root:root /src/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /src/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /src/apps/advanced-client/dist ./apps/advanced-client/dist
# The SQLite default writes under /app/data; with PostgreSQL nothing is written.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080 3478/udp
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
