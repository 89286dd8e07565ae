import type { ProfileContextClient } from '../client/index'
import { APITimeoutError } from '../errors/api-timeout-error'
import { InvalidInputError } from '../errors/invalid-input-error'
import { NotFoundError } from '../errors/not-found-error'
import { raceSignal } from '../internal/abort'
import type { ContextCache } from './context-cache'
import { fitAnswers, formatContextBlock } from './context-format'
import { latestUserMessageQuestion } from './context-question'
import type { Identity, Resolution } from './identity'
import { type ContextLookup, traceContextLookup } from './memory-spans'
import type { ResolvedMemoryOptions } from './options'
import { errorInfo, type Reporter } from './report'
import type { StatsCounter } from './stats'
import type { ContextAnswer, ErrorInfo, GetContextInput, RedactInput } from './types'
import { checkConversationId, checkUserId } from './validate-input'

export interface ContextProviderOptions {
  client: ProfileContextClient
  identity: Identity
  cache: ContextCache
  stats: StatsCounter
  report: Reporter
  settings: ResolvedMemoryOptions['context']
  /** Told about every profile asked about, before the questions go out. */
  onAsk: (profileId: string) => void
  /** Told about every block handed out, so the recorder can keep it out of recorded messages. */
  onBlock: (userId: string, block: string) => void
  /** The engine's `redact`: the per-turn question is user text sent to the service, so it is redacted too. */
  redact?: ((text: string, message: RedactInput) => string) | undefined
}

/** The questions of one `getContext` call: the stable profile question and/or the per-turn question. */
interface Questions {
  profile?: string
  query?: string
}

/**
 * Answers `getContext`: asks the stable profile question and/or the per-turn question, from the cache when fresh,
 * otherwise through one shared request per profile and question, and waits at most the budget. Fail-open: service
 * errors and timeouts are reported and yield less context or none, never an exception.
 */
export class ContextProvider {
  readonly #options: ContextProviderOptions
  readonly #shared = new Map<string, Promise<string>>()
  readonly #refreshes = new Set<Promise<unknown>>()
  #stop = new AbortController()

  constructor(options: ContextProviderOptions) {
    this.#options = options
  }

  /** Aborts requests that outlived their callers (they were only warming the cache); later calls work as before. */
  stop(): void {
    this.#stop.abort()
    this.#stop = new AbortController()
  }

  /** `#lookup` in a `search_memory` span (see memory-spans.ts). */
  getContext(input: GetContextInput): Promise<string | undefined> {
    const { settings, client } = this.#options
    return traceContextLookup(
      { baseURL: client.baseURL, mode: settings.mode, conversationId: input?.conversationId },
      (lookup) => this.#lookup(input, lookup),
    )
  }

  async #lookup(input: GetContextInput, lookup: ContextLookup): Promise<string | undefined> {
    if (typeof input !== 'object' || input === null) {
      throw new InvalidInputError('getContext needs `{ userId, messages }`.', { field: 'input' })
    }
    const userId = checkUserId(input.userId)
    const conversationId = checkConversationId(input.conversationId)
    if (!Array.isArray(input.messages)) {
      throw new InvalidInputError('`messages` must be an array of `{ role, content }` (it may be empty).', {
        field: 'messages',
      })
    }
    const info = errorInfo('context', { userId, conversationId })
    const { settings, stats, report } = this.#options
    if (input.signal?.aborted) return undefined
    const budget = AbortSignal.timeout(settings.timeoutMs)
    const signal = input.signal === undefined ? budget : AbortSignal.any([input.signal, budget])

    const outcome = (error: unknown, operation: ErrorInfo['operation'], queryBudget = false): undefined => {
      if (input.signal?.aborted) return undefined
      lookup.error ??= error
      if (budget.aborted || queryBudget) {
        stats.contextTimeouts += 1
        report(this.#timeoutError(operation, queryBudget), { ...info, operation })
      } else {
        report(error, { ...info, operation })
      }
      return undefined
    }

    const questions = this.#questions(input, info)
    const probed = new Set<string>()
    // The probe's 404 says the user is new: nothing can be known, so the turn goes on at once while the profile is
    // created behind it (the recording of this turn waits for that creation anyway). One round trip, not two.
    let foundMissing: (() => void) | undefined
    const missing = new Promise<'missing'>((resolve) => {
      foundMissing = () => resolve('missing')
    })
    const probe = this.#probe(questions, probed, lookup)
    const resolving = this.#options.identity.resolveProfile(userId, {
      signal,
      ...(probe === undefined
        ? {}
        : {
            probe: (candidateId: string) =>
              probe(candidateId).catch((error: unknown) => {
                if (NotFoundError.isInstance(error)) foundMissing?.()
                throw error
              }),
          }),
    })
    let resolution: Resolution | 'missing'
    try {
      resolution = await Promise.race([resolving, missing])
    } catch (error) {
      return outcome(error, 'identity')
    }
    if (resolution === 'missing') {
      resolving.then(
        (created) => this.#created(created, questions),
        // Only the wait for it was bounded by this turn's budget; a creation that fails is the recorder's to report.
        (error: unknown) => (signal.aborted ? undefined : outcome(error, 'identity')),
      )
      return undefined
    }
    const { id: profileId, created } = resolution
    lookup.profileId = profileId
    if (created) {
      this.#created(resolution, questions)
      return undefined
    }
    this.#options.onAsk(profileId)
    // In hybrid mode the per-turn question has its own, shorter budget; the profile part never waits for it.
    const querySignal =
      settings.mode === 'hybrid' && questions.query !== undefined
        ? AbortSignal.any([signal, AbortSignal.timeout(settings.queryTimeoutMs)])
        : signal
    const [profile, query] = await Promise.allSettled([
      questions.profile === undefined ? undefined : this.#ask(profileId, questions.profile, signal, probed, lookup),
      questions.query === undefined ? undefined : this.#ask(profileId, questions.query, querySignal, probed, lookup),
    ])
    if (input.signal?.aborted) return undefined
    if (profile.status === 'rejected') outcome(profile.reason, 'context')
    else if (query.status === 'rejected') outcome(query.reason, 'context', querySignal.aborted)
    const answer: ContextAnswer = { userId, ...text('profile', profile), ...text('query', query) }
    if (answer.profile === undefined && answer.query === undefined) return undefined
    return this.#format(answer, info)
  }

  /** A profile created by this very call knows nothing yet: asking would only cost a round trip. */
  #created({ id: profileId }: Resolution, questions: Questions): void {
    const { cache } = this.#options
    this.#options.onAsk(profileId)
    if (questions.profile !== undefined) cache.set(profileId, questions.profile, '', cache.generation(profileId))
  }

  /**
   * An update of the profile finished: its answers are stale from now, and the profile answer, if this engine holds
   * one, is fetched again in the background so that the next turn finds it fresh.
   */
  updated(profileId: string): void {
    const { cache, settings } = this.#options
    cache.markUpdated(profileId)
    if (settings.mode === 'query' || !cache.has(profileId, settings.profileQuestion)) return
    this.#refresh(profileId, settings.profileQuestion)
  }

  #questions(input: GetContextInput, info: ErrorInfo): Questions {
    const { mode, profileQuestion, question } = this.#options.settings
    const questions: Questions = {}
    if (mode !== 'query') questions.profile = profileQuestion
    if (mode === 'profile') return questions
    try {
      let built = (question ?? latestUserMessageQuestion)(input.messages)
      const { redact } = this.#options
      if (typeof built === 'string' && redact !== undefined) {
        built = redact(built, { role: 'user', userId: input.userId, conversationId: input.conversationId })
      }
      if (typeof built === 'string' && built.trim() !== '') questions.query = built.trim()
    } catch (error) {
      this.#options.report(error, info)
    }
    return questions
  }

  /**
   * When the service must be asked whether the user's profile exists (a user this process has not seen), the first
   * question is that check: asked about the profile id the user's profile would have, it answers with the facts
   * (200) or says there is no such profile (404, and the profile is created). A returning user's first turn then
   * costs one round trip, not two. In `hybrid` the per-turn question goes out at the same moment; after a 404 its
   * answer is simply not used. Both land in the cache under that id, which is the user's own (`requestedProfileId`).
   */
  #probe(
    questions: Questions,
    probed: Set<string>,
    lookup: ContextLookup,
  ): ((candidateId: string) => Promise<unknown>) | undefined {
    const first = questions.profile ?? questions.query
    if (first === undefined) return undefined
    return (candidateId) => {
      const { stats } = this.#options
      for (const question of [questions.profile, questions.query]) {
        if (question === undefined) continue
        probed.add(question)
        stats.contextMisses += 1
        lookup.misses += 1
        if (question !== first) void this.#request(candidateId, question)
      }
      return this.#request(candidateId, first)
    }
  }

  /**
   * From the cache when it holds an answer (a stale one is served too, and refreshed behind it), else asked.
   * Questions already sent as the identity probe were counted as misses there.
   */
  #ask(
    profileId: string,
    question: string,
    signal: AbortSignal,
    probed: ReadonlySet<string>,
    lookup: ContextLookup,
  ): Promise<string> {
    const { cache, stats } = this.#options
    const counted = !probed.has(question)
    const cached = cache.lookup(profileId, question)
    if (cached !== undefined) {
      if (counted) {
        stats.contextHits += 1
        lookup.hits += 1
      }
      if (!cached.fresh) this.#refresh(profileId, question)
      return Promise.resolve(cached.answer)
    }
    if (counted) {
      stats.contextMisses += 1
      lookup.misses += 1
    }
    return raceSignal(this.#request(profileId, question), signal)
  }

  /** Fetches an answer nobody waits for; a failure is reported, and the stale answer serves until `maxStaleMs`. */
  #refresh(profileId: string, question: string): void {
    const stopped = this.#stop.signal
    const refresh = this.#request(profileId, question).catch((error: unknown) => {
      // `close()` ended it: nobody needs that answer any more.
      if (stopped.aborted) return
      this.#options.report(error, { operation: 'context', profileId })
    })
    this.#refreshes.add(refresh)
    void refresh.finally(() => this.#refreshes.delete(refresh))
  }

  /** Resolves when the background refreshes started so far have ended (`flush()` waits for them). */
  async settled(): Promise<void> {
    await Promise.all([...this.#refreshes])
  }

  /** One request per profile, cache generation and question, whoever asks. */
  #request(profileId: string, question: string): Promise<string> {
    const { cache, client, stats, settings } = this.#options
    const generation = cache.generation(profileId)
    const key = JSON.stringify([generation, profileId, question])
    const existing = this.#shared.get(key)
    if (existing !== undefined) return existing
    // The request may outlive a caller's budget to warm the cache for the next turn, but not indefinitely.
    const limit = AbortSignal.timeout(Math.max(settings.timeoutMs * 4, 10_000))
    const signal = AbortSignal.any([this.#stop.signal, limit])
    const request = stats
      .track(() => client.queryFacts(profileId, question, { signal }))
      .then(({ result }) => {
        cache.set(profileId, question, result, generation)
        return result
      })
      .finally(() => this.#shared.delete(key))
    // Callers that still wait report a failure; one nobody waits for any more only cost a cache fill.
    request.catch(() => undefined)
    this.#shared.set(key, request)
    return request
  }

  #format(answer: ContextAnswer, info: ErrorInfo): string | undefined {
    const { format, maxChars } = this.#options.settings
    let block: string | undefined
    try {
      block = format === undefined ? formatContextBlock(answer, maxChars) : format(fitAnswers(answer, maxChars))
    } catch (error) {
      this.#options.report(error, info)
      return undefined
    }
    if (typeof block !== 'string' || block.trim() === '') return undefined
    this.#options.onBlock(answer.userId, block)
    return block
  }

  #timeoutError(operation: ErrorInfo['operation'], queryBudget: boolean): APITimeoutError {
    const { timeoutMs, queryTimeoutMs } = this.#options.settings
    if (queryBudget) {
      return new APITimeoutError(
        `getContext left out the answer to the per-turn question after its ${queryTimeoutMs} ms budget ` +
          '(`context.queryTimeoutMs`); the profile part was used alone.',
        { method: 'GET', url: 'facts/query', timeout: queryTimeoutMs },
      )
    }
    const what = operation === 'identity' ? 'resolving the profile id' : 'answering the context question'
    return new APITimeoutError(`getContext gave up after its ${timeoutMs} ms budget while ${what}; no context added.`, {
      method: 'GET',
      url: 'facts/query',
      timeout: timeoutMs,
    })
  }
}

function text(field: 'profile' | 'query', result: PromiseSettledResult<string | undefined>): Partial<ContextAnswer> {
  if (result.status !== 'fulfilled' || result.value === undefined) return {}
  const value = result.value.trim()
  return value === '' ? {} : { [field]: value }
}
