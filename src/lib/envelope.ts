/** The response envelope of the specification's API (§3): `meta.status`, `meta.message`, `data`. */
export const envelope = (status: number, message: string, data: unknown) => ({
  meta: { status, message },
  data,
})
