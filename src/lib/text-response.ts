/**
 * A plain-text 404 for routes that answer files (feeds, calendar files) rather than pages: the
 * message says in Indonesian what was not found, and the status is never a 500.
 */
export const textNotFound = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
