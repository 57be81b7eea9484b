import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs a staff action's writes as one transaction: committed when it succeeds, rolled back when
 * it is refused or throws, so a refusal never leaves half a record behind.
 */
export async function inTransaction<T extends { ok: boolean }>(
  req: PayloadRequest,
  run: () => Promise<T>,
): Promise<T> {
  const started = await initTransaction(req)
  try {
    const outcome = await run()
    if (started) await (outcome.ok ? commitTransaction(req) : killTransaction(req))
    return outcome
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
