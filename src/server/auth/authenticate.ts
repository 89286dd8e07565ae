import { ServiceError } from '../http/service-error'
import type { AccountStore } from '../store/index'
import { hashApiKey } from './api-keys'

const challenge = { 'www-authenticate': 'Bearer realm="profile-context"' }

/**
 * The account of the request's `Authorization: Bearer <key>` header.
 * @throws ServiceError 401 for a missing header, another scheme, or an unknown key; the message says which.
 */
export async function authenticate(accounts: AccountStore, authorization: string | undefined): Promise<string> {
  if (authorization === undefined || authorization.trim() === '') {
    throw new ServiceError(401, 'missing_api_key', 'Send your API key as the header "Authorization: Bearer <key>".', {
      headers: challenge,
    })
  }
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization)
  if (!match?.[1]) {
    throw new ServiceError(
      401,
      'invalid_authorization',
      'The Authorization header must be "Bearer <key>" (the Bearer scheme and one key).',
      { headers: challenge },
    )
  }
  const account = await accounts.accountOf(hashApiKey(match[1]))
  if (account === undefined) {
    throw new ServiceError(401, 'invalid_api_key', 'The API key is not valid for this service.', { headers: challenge })
  }
  return account
}
