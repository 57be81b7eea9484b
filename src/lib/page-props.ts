/** The props of a page that reads its query string (Next.js passes them as a promise). */
export type QueryPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}
