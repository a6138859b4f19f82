# One web container of Modelsmith, chosen by the CONTAINER build arg (shell, mf-auth, mf-projects,
# mf-templates, mf-billing, mf-admin): a webpack production build, then nginx serving its dist.
# Build context: the repository root.  docker build -f deploy/web.Dockerfile --build-arg CONTAINER=mf-auth .

FROM node:20-slim AS build
ARG CONTAINER
RUN test -n "$CONTAINER" || (echo "CONTAINER build arg is required" && exit 1)
WORKDIR /repo
# npm ci needs every workspace's manifest; sources come after so dependency layers stay cached.
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY shared/package.json shared/
COPY codegen/package.json codegen/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-auth/package.json mf-auth/
COPY mf-projects/package.json mf-projects/
COPY mf-templates/package.json mf-templates/
COPY mf-billing/package.json mf-billing/
COPY mf-admin/package.json mf-admin/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json ./
COPY build build
COPY contract contract
COPY shared shared
COPY codegen codegen
COPY ${CONTAINER} ${CONTAINER}
RUN npm run build -w ${CONTAINER}

FROM nginx:1.27-alpine
ARG CONTAINER
COPY deploy/nginx/web.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${CONTAINER}/dist /usr/share/nginx/html
EXPOSE 80
