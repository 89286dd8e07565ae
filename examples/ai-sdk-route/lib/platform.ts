/**
 * `waitUntil` of the hosting platform, when there is one. Vercel Functions expose the current request's context
 * under this global symbol (it is what `@vercel/functions`' `waitUntil` reads), so the example needs no extra
 * package. Elsewhere (local `next dev`, Node servers) there is none and background work simply runs on.
 * On other hosts, return theirs here (e.g. Cloudflare's `ctx.waitUntil`).
 */
export function platformWaitUntil(): ((promise: Promise<unknown>) => void) | undefined {
  const requestContext = (globalThis as Record<symbol, unknown>)[Symbol.for('@vercel/request-context')] as
    | { get?: () => { waitUntil?: (promise: Promise<unknown>) => void } | undefined }
    | undefined
  return requestContext?.get?.()?.waitUntil
}
