import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/roles'
import {
  admissionsStaff,
  applicantOrAdmissions,
  isAdmissionsUser,
  ownRecordsOrAdmissions,
} from '@/access/applicants'
import { UPLOAD_KIND_OPTIONS } from '@/features/admissions/uploads/kinds'
import { env } from '@/lib/env'
import {
  applicantUploadRules,
  ownUploadsOnly,
  sanitizeIncomingFile,
} from '@/features/admissions/cms/applicant-files-hooks'
import { auditFileDownload } from '@/features/privacy/audit'
import { auditPersonalReads } from '@/features/privacy/audit-reads'
import { FILE_POLICY } from '@/hooks/safe-uploads'

const SERVED_INLINE = new Set(['image/jpeg', 'image/png', 'application/pdf'])

/** Outside the public folder and the media folder, or the files would be served without access checks. */
function privateStaticDir(): string {
  const dir = path.resolve(env().privateDir, 'applicant-files')
  const inside = (parent: string) => !path.relative(parent, dir).startsWith('..')
  if (inside(path.resolve('public')) || inside(env().mediaDir)) {
    throw new Error(
      `PRIVATE_DIR (${env().privateDir}) tidak boleh berada di dalam folder public/ atau folder media.`,
    )
  }
  return dir
}

/**
 * Response headers of the file route: never sniffed into another type, never cached by a shared
 * cache, never embedded by another site; anything that is not one of the stored types is a
 * download, and everything but a PDF (whose viewer needs scripts) runs in a sandbox.
 */
function fileResponseHeaders({ headers }: { headers: Headers }): Headers {
  const type = (headers.get('Content-Type') ?? '').split(';')[0]!.trim()
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', 'private, no-store')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  if (SERVED_INLINE.has(type)) {
    headers.set('Content-Disposition', 'inline')
  } else {
    headers.set('Content-Type', 'application/octet-stream')
    headers.set('Content-Disposition', 'attachment')
  }
  if (type !== 'application/pdf') headers.set('Content-Security-Policy', FILE_POLICY)
  return headers
}

/**
 * Files applicants upload (payment proof, photo, documents). They live outside the public media
 * folder and are served only through Payload's access-checked file route: the owner and
 * admissions staff can read them, nobody else.
 */
export const ApplicantFiles: CollectionConfig = {
  slug: 'applicant-files',
  labels: { singular: 'Berkas Pendaftar', plural: 'Berkas Pendaftar' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'owner', 'createdAt'],
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: {
    read: ownRecordsOrAdmissions('owner'),
    create: applicantOrAdmissions,
    update: admissionsStaff,
    delete: isAdmin,
  },
  // A copy would skip the upload checks and could copy a file its owner never sent.
  disableDuplicate: true,
  hooks: {
    beforeOperation: [applicantUploadRules, sanitizeIncomingFile],
    beforeValidate: [ownUploadsOnly],
    // Staff reads of the files' records (by id, lists, populations) in the access audit.
    afterOperation: [
      auditPersonalReads({ one: 'view-applicant-file', many: 'read-applicant-files' }),
    ],
  },
  upload: {
    staticDir: privateStaticDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    // No public thumbnails: every derived file would need the same protection.
    disableLocalStorage: false,
    // Files come from the applicant's device only, never fetched from a URL by the server.
    pasteURL: false,
    modifyResponseHeaders: fileResponseHeaders,
    // After Payload's read-access check, before the file is sent: a staff download is audited.
    handlers: [auditFileDownload],
  },
  fields: [
    {
      name: 'owner',
      label: 'Pemilik',
      type: 'relationship',
      relationTo: 'applicants',
      required: true,
      index: true,
      access: { update: () => false },
    },
    {
      name: 'kind',
      label: 'Jenis berkas',
      type: 'select',
      required: true,
      options: UPLOAD_KIND_OPTIONS,
      index: true,
    },
  ],
}
