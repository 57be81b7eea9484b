import { randomInt } from 'node:crypto'

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * Our order id, sent to the provider: `UTB-<applicationId>-<8 random base36 characters>`. Staff
 * read the application in it; the random tail makes every attempt's id new and unguessable.
 */
export function newOrderId(applicationId: number | string): string {
  let tail = ''
  for (let i = 0; i < 8; i++) tail += BASE36[randomInt(36)]
  return `UTB-${applicationId}-${tail}`
}

export const ORDER_ID_PATTERN = /^UTB-[0-9]+-[0-9a-z]{8}$/
