/**
 * The request context of every seed write: nothing to revalidate while the site is seeded. A
 * fresh object for every call: Payload's cloud-storage plugin (S3) leaves `skipCloudStorage` on
 * a context object it was given, and every later upload passing the same object would be saved
 * without its file (payloadcms/payload#17546).
 */
export const seedContext = () => ({ skipRevalidate: true })
