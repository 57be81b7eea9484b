// next/cache outside a Next.js server (integration tests): reads run uncached, revalidation is a no-op.
export const unstable_cache = <F extends (...args: never[]) => unknown>(fn: F) => fn
export const revalidateTag = () => {}
export const revalidatePath = () => {}
