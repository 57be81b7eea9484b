import type http from 'node:http'
import type { Logger } from 'pino'
import { countRequest } from './metrics'
import { requestIdFor, withRequestId } from './request-context'
import { routeClass } from './route-class'

// Payload's admin links carry a one-time token in the path: /admin/reset/<token>, /admin/<collection>/verify/<token>.
const PATH_TOKEN = /(\/(?:reset|verify)\/)[^/]+/g

/** The path as the log shows it: query strings never (they hold tokens), path tokens masked. */
export const loggedPath = (pathname: string) => pathname.replace(PATH_TOKEN, '$1…')

/**
 * Around one request in the app's server (scripts/server.ts): its id (the proxy's X-Request-Id or
 * a new one, echoed in the answer and carried by every log line written while answering), its
 * count and duration in /metrics, and one access-log line once the answer ended. The build's
 * static files are counted but not logged, one line each would drown the rest.
 */
export function observeRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  logger: Logger,
  answer: () => void,
) {
  const started = process.hrtime.bigint()
  const reqId = requestIdFor(req.headers['x-request-id'])
  req.headers['x-request-id'] = reqId
  res.setHeader('X-Request-Id', reqId)
  const route = routeClass(pathname)
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    countRequest(route, res.statusCode, seconds)
    if (route === 'static') return
    logger.info({
      reqId,
      msg: 'request',
      method: req.method,
      path: loggedPath(pathname),
      status: res.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      route,
      // The client left before the whole answer was written.
      ...(res.writableFinished ? {} : { aborted: true }),
    })
  })
  withRequestId(reqId, answer)
}
