import { describe, expect, it } from 'vitest'
import { stateOf } from '../../playground/src/status-state'

describe('the status panel state', () => {
  it('is one state per status, never WORKING shown as 100 % or IDLE as moving', () => {
    expect(stateOf(undefined)).toBe('loading')
    expect(stateOf({ status: 'WORKING', progress: 0 })).toBe('updating')
    expect(stateOf({ status: 'WORKING', progress: 99.9 })).toBe('updating')
    expect(stateOf({ status: 'WORKING', progress: 100 })).toBe('finishing')
    expect(stateOf({ status: 'IDLE', progress: 100 })).toBe('idle')
    expect(stateOf({ status: 'IDLE', progress: 40 })).toBe('pending')
  })
})
