import type { LanguageModelMiddleware as MiddlewareV7 } from 'ai'
import { generateText, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4, MockLanguageModelV3 as MockV3FromV7 } from 'ai/test'
import type { LanguageModelMiddleware as MiddlewareV6 } from 'ai-v6'
import { generateText as generateTextV6, wrapLanguageModel as wrapLanguageModelV6 } from 'ai-v6'
import { MockLanguageModelV3 } from 'ai-v6/test'
import type { ProfileMemory } from 'profile-context'
import {
  type ContextPlacement,
  type ProfileContextMiddleware,
  profileContextMiddleware,
  queryUserFacts,
} from 'profile-context/ai-sdk'
import { describe, expectTypeOf, it } from 'vitest'

declare const memory: ProfileMemory
const middleware = profileContextMiddleware({ memory, userId: 'u' })

describe('profileContextMiddleware types', () => {
  it('is a LanguageModelMiddleware of ai 7 and of ai 6', () => {
    expectTypeOf(middleware).toExtend<MiddlewareV7>()
    expectTypeOf(middleware).toExtend<MiddlewareV6>()
    expectTypeOf<
      { specificationVersion: 'v4' } & Omit<ProfileContextMiddleware, 'specificationVersion'>
    >().not.toExtend<MiddlewareV6>()
  })

  it('is accepted by wrapLanguageModel of both majors, alone and in arrays', () => {
    wrapLanguageModel({ model: new MockLanguageModelV4(), middleware })
    wrapLanguageModel({ model: new MockV3FromV7(), middleware: [middleware] })
    wrapLanguageModelV6({ model: new MockLanguageModelV3(), middleware })
    wrapLanguageModelV6({ model: new MockLanguageModelV3(), middleware: [middleware] })
  })

  it('queryUserFacts is a tool for generateText of both majors', () => {
    const userFacts = queryUserFacts({ memory, userId: 'u' })
    void generateText({ model: new MockLanguageModelV4(), tools: { userFacts }, prompt: 'x' })
    void generateTextV6({ model: new MockLanguageModelV3(), tools: { userFacts }, prompt: 'x' })
    expectTypeOf(userFacts.execute).returns.resolves.toEqualTypeOf<string>()
  })

  it('rejects options of the wrong type', () => {
    // @ts-expect-error userId must be a string
    profileContextMiddleware({ memory, userId: 42 })
    // @ts-expect-error memory is required
    profileContextMiddleware({ userId: 'u' })
    // @ts-expect-error only 'system' or 'last-user-message'
    profileContextMiddleware({ memory, contextPlacement: 'user' })
    expectTypeOf<ContextPlacement>().toEqualTypeOf<'system' | 'last-user-message'>()
    profileContextMiddleware({ memory, userId: 'u', contextPlacement: 'last-user-message' })
  })
})
