import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { bodyLimitOf } from '../_shared/body-limits.ts'
import { RESOURCES } from '../_shared/index.ts'
import { createCallerResolver } from './caller.ts'
import type { ApiConfig } from './config.ts'
import type { AppEnv, Services } from './context.ts'
import { connectDatabase, type Sql } from './db.ts'
import { ApiError, errorResponse, MESSAGES } from './errors.ts'
import { backupRoutes } from './routes/backup.ts'
import { bookDownloadRoutes } from './routes/books.ts'
import { backgrounds, carouselBackgroundRoutes } from './routes/carousel-backgrounds.ts'
import { mediaRoutes } from './routes/media.ts'
import { resourceRoutes } from './routes/resources.ts'
import { sessionRoutes } from './routes/session.ts'
import { siteSettingRoutes } from './routes/site-settings.ts'
import { albumTrackRoutes } from './routes/tracks.ts'
import { trashRoutes } from './routes/trash.ts'
import { uploadRoutes } from './routes/uploads.ts'
import { pictureVersionRoutes, settingVersionRoutes, versionRoutes } from './routes/versions.ts'

/**
 * Routes that need no caller: health has none, login makes one, recovery is for whoever cannot
 * sign in, logout must work when expired.
 */
const WITHOUT_CALLER = new Set([
  '/api/health',
  '/api/login',
  '/api/password-recovery',
  '/api/logout',
])

function isLocalOrigin(origin: string): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)
}

export function createApp(
  config: ApiConfig,
  sql: Sql = connectDatabase(config.dbUrl, config.dbPoolSize),
) {
  const services: Services = { config, sql, resolveCaller: createCallerResolver(config) }
  const app = new Hono<AppEnv>().basePath('/api')

  // Set before the route answers, so every answer (errors too) starts with them: a header set
  // after `next()` makes Hono copy the finished response and its body once per header.
  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      const requestId = crypto.randomUUID()
      c.set('requestId', requestId)
      c.header('Cache-Control', 'no-store')
      c.header('X-Request-Id', requestId)
      await next()
    }),
  )
  const crossOrigin = cors({
    origin: (origin) =>
      config.allowedOrigins.length
        ? config.allowedOrigins.includes(origin)
          ? origin
          : null
        : isLocalOrigin(origin)
          ? origin
          : null,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'cache-control',
      'pragma',
    ],
    exposeHeaders: ['x-request-id', 'content-disposition'],
    maxAge: 600,
  })
  // Browsers send Origin with every cross-origin request and preflight; an answer to a request
  // without one (same-origin, the prerenderer, a server) has no use for CORS headers, and adding
  // them makes Hono copy that answer twice (docs/decisions/012-api-lists-beside-raw-reference.md).
  app.use(
    createMiddleware<AppEnv>(async (c, next) =>
      c.req.header('origin') === undefined ? next() : crossOrigin(c, next),
    ),
  )
  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.req.method === 'GET' || c.req.path.startsWith('/api/upload/')) return next()
      const limit = bodyLimitOf(c.req.path)
      return bodyLimit({
        maxSize: limit.maxBytes,
        onError: () => {
          throw new ApiError(413, limit.message)
        },
      })(c, next)
    }),
  )
  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!WITHOUT_CALLER.has(c.req.path)) {
        c.set('caller', await services.resolveCaller(c.req.header('authorization')))
      }
      await next()
    }),
  )

  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.route('/', sessionRoutes(services))
  app.route('/books', bookDownloadRoutes(services))
  app.route('/albums', albumTrackRoutes(services))
  for (const resource of RESOURCES)
    app.route(`/${resource.path}`, resourceRoutes(resource, services))
  for (const resource of RESOURCES)
    app.route(`/${resource.path}`, versionRoutes(resource, services))
  app.route('/site-settings', siteSettingRoutes(services))
  app.route('/site-settings', settingVersionRoutes(services))
  app.route('/carousel-backgrounds', carouselBackgroundRoutes(services))
  app.route('/carousel-backgrounds', versionRoutes(backgrounds, services))
  app.route('/upload', uploadRoutes(services))
  app.route('/media', mediaRoutes(services))
  app.route('/media', pictureVersionRoutes(services))
  app.route('/trash', trashRoutes(services))
  app.route('/backup', backupRoutes(services))

  app.notFound((c) => c.json({ message: MESSAGES.routeNotFound }, 404))
  app.onError((error, c) => errorResponse(error, c, c.get('requestId') ?? 'unknown'))

  return { app, close: () => sql.end({ timeout: 5 }) }
}
