import { version } from '../../package.json'

/** Attribute values as OpenTelemetry takes them; `undefined` ones are left out. */
export type SpanAttributes = Record<string, string | number | boolean | undefined>

/** A span of the engine's work; a no-op one when `@opentelemetry/api` is not installed. */
export interface MemorySpan {
  /** Adds attributes (later values win). */
  set(attributes: SpanAttributes): void
  /** Marks the span failed: `error.type`, the exception event and an ERROR status. */
  fail(error: unknown): void
  /** Runs `body` with this span as the active one, so spans started inside (fetch instrumentation) nest under it. */
  run<T>(body: () => Promise<T>): Promise<T>
  end(): void
}

/** Starts the engine's spans. */
export interface Telemetry {
  /** Starts a span now, a child of the active span (the AI SDK's or LangChain's call, when they trace). */
  start(name: string, attributes: SpanAttributes): Promise<MemorySpan>
}

/** The parts of `@opentelemetry/api` the engine uses, typed here so the package is never needed to compile. */
interface OtelSpan {
  setAttribute(key: string, value: string | number | boolean): unknown
  setStatus(status: { code: number; message?: string }): unknown
  recordException(exception: Error | string): unknown
  end(): void
}
interface OtelContext {
  readonly __context?: never
}
interface OtelApi {
  trace: {
    getTracer(
      name: string,
      version?: string,
    ): {
      startSpan(
        name: string,
        options: { kind: number; attributes: Record<string, string | number | boolean> },
      ): OtelSpan
    }
    setSpan(context: OtelContext, span: OtelSpan): OtelContext
  }
  context: { active(): OtelContext; with<T>(context: OtelContext, body: () => T): T }
}

/** `SpanKind.CLIENT` and `SpanStatusCode.ERROR` of the API (stable numbers). */
const CLIENT = 2
const ERROR = 2
const specifier = '@opentelemetry/api'

const noSpan: MemorySpan = {
  set: () => undefined,
  fail: () => undefined,
  run: (body) => body(),
  end: () => undefined,
}

/**
 * OpenTelemetry for the engine, optional: `@opentelemetry/api` is loaded with a dynamic `import()` the first time
 * the engine starts, and when it is not installed every span is a no-op and nothing else changes. With the API but no
 * SDK registered, the API's own no-op tracer costs next to nothing. Attribute names follow the OpenTelemetry GenAI
 * semantic conventions for memory operations where they apply (`gen_ai.operation.name`, `gen_ai.memory.store.id`,
 * `gen_ai.conversation.id`, `server.address`, `error.type`); the rest are `profile_context.*`.
 *
 * @example
 * ```ts
 * const span = await telemetry.start('search_memory', { 'gen_ai.operation.name': 'search_memory' })
 * try { await span.run(() => lookup()) } finally { span.end() }
 * ```
 */
export function createTelemetry(load: () => Promise<unknown> = loadApi): Telemetry {
  let api: Promise<OtelApi | undefined> | undefined
  return {
    async start(name, attributes) {
      api ??= load().then(
        (module) => (isApi(module) ? module : undefined),
        () => undefined,
      )
      const loaded = await api
      return loaded === undefined ? noSpan : openSpan(loaded, name, attributes)
    },
  }
}

/** The engine's telemetry: one lazy load of the API per process. */
export const telemetry: Telemetry = createTelemetry()

function loadApi(): Promise<unknown> {
  // A variable specifier, ignored by bundlers: a missing optional peer must not fail anyone's build.
  return import(/* webpackIgnore: true */ /* @vite-ignore */ specifier)
}

function isApi(module: unknown): module is OtelApi {
  const candidate = module as Partial<OtelApi> | undefined
  return typeof candidate?.trace?.getTracer === 'function' && typeof candidate.context?.with === 'function'
}

function openSpan(api: OtelApi, name: string, attributes: SpanAttributes): MemorySpan {
  const span = api.trace
    .getTracer('profile-context', version)
    .startSpan(name, { kind: CLIENT, attributes: defined(attributes) })
  return {
    set(more) {
      for (const [key, value] of Object.entries(defined(more))) span.setAttribute(key, value)
    },
    fail(error) {
      const type = error instanceof Error ? error.name : typeof error
      span.setAttribute('error.type', type)
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({ code: ERROR, message: error instanceof Error ? error.message : String(error) })
    },
    run: (body) => api.context.with(api.trace.setSpan(api.context.active(), span), body),
    end: () => span.end(),
  }
}

function defined(attributes: SpanAttributes): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(attributes)) if (value !== undefined) result[key] = value
  return result
}

/** `server.address` / `server.port` of the service, from the client's base URL. */
export function serverAttributes(baseURL: string): SpanAttributes {
  try {
    const url = new URL(baseURL)
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
    return { 'server.address': url.hostname, 'server.port': port }
  } catch {
    return {}
  }
}
