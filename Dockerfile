# A webhook receiver (examples/webhooks/server.mjs, built on specforge/webhooks/server) for a hosted
# app platform that runs containers and routes its public address to port 7860.
# NOTE: written without a Docker engine at hand, so this file has not been built; see README.md,
# "Deploy the webhook server". Replace examples/webhooks/server.mjs with your own handlers.
#
#   docker build -t webhooks-server .
#   docker run -p 7860:7860 -e WEBHOOK_SECRET=... webhooks-server

# Build stage: install everything from the lock file and build dist/ (generated/ is committed).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsup

# Run stage: runtime dependencies and dist/ only.
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=7860
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The script imports 'specforge/webhooks/server': Node resolves the package's own name from here.
COPY examples/webhooks/server.mjs ./server.mjs
USER node
EXPOSE 7860
CMD ["node", "server.mjs"]
