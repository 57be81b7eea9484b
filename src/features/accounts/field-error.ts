import { ValidationError } from 'payload'
import type { AccountKind } from './messages'

/**
 * A field's ValidationError whose message is the field's own Indonesian message. Payload's REST
 * answer carries `data.errors` only when its formatter recognises the class by `instanceof`,
 * which fails when a production build holds two copies of Payload's errors; the message is
 * always sent, so it must say what is wrong.
 */
export function fieldError(kind: AccountKind, path: string, message: string): ValidationError {
  const error = new ValidationError({ collection: kind, errors: [{ path, message }] })
  error.message = message
  return error
}
