import type { CollectionAfterChangeHook } from 'payload'

/** Applications keep a copy of the applicant's email (status mails, staff lists): it follows a change. */
export const syncApplicationEmail: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || doc.email === previousDoc.email) return doc
  await req.payload.db.updateMany({
    collection: 'applications',
    req,
    where: { applicant: { equals: doc.id } },
    data: { applicantEmail: doc.email },
  })
  return doc
}
