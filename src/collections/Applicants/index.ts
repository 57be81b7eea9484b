import type { Access, CollectionConfig } from 'payload'
import { hasRole, isAdmin } from '@/access/roles'
import {
  admissionsStaff,
  admissionsStaffField,
  isAdmissionsUser,
  ownAccountOrAdmin,
  ownRecordsOrAdmissions,
} from '@/access/applicants'
import { env } from '@/lib/env'
import {
  credentialChangeFields,
  tellAboutCredentialChange,
} from '@/features/accounts/credential-change'
import { forgotPasswordEndpoint } from '@/features/accounts/forgot-password'
import { accountProtection } from '@/features/accounts/protect'
import { ACCOUNT_LOCKOUT } from '@/features/accounts/rate-limit'
import { REGISTER_APPLICANT } from '@/features/admissions/auth/register'
import { syncApplicationEmail } from '@/features/admissions/cms/applicants-sync-email'
import { deleteApplicantData } from '@/features/admissions/cms/applicants-cascade'
import { escapeHtml } from '@/lib/html'
import {
  consentFieldUpdate,
  recordApplicantConsent,
  recordCampusInfoConsent,
} from '@/features/admissions/data-rights/applicant-consent'
import { CONSENT_KIND_LABELS } from '@/features/privacy/messages'
import { RESTRICTION_MESSAGES } from '@/features/privacy/restriction'
import { auditPersonalReads } from '@/features/privacy/audit-reads'

/** Only the registration service (which marks its request context) or an admin creates applicants. */
const registerOrAdmin: Access = ({ req }) =>
  req.context?.[REGISTER_APPLICANT] === true || hasRole(req.user as never, 'admin')

const protection = accountProtection({
  kind: 'applicants',
  nameField: 'fullName',
  loginLimit: 'login',
})

const link = (path: string, token: string) =>
  `${env().siteUrl}${path}?token=${encodeURIComponent(token)}`

/**
 * Applicant accounts (with their own auth state), separate from staff: they can never open /admin.
 * Passwords use Payload's PBKDF2-SHA256 with 600 000 iterations (see ADR 0011).
 */
export const Applicants: CollectionConfig = {
  slug: 'applicants',
  labels: { singular: 'Pendaftar', plural: 'Pendaftar' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'whatsapp', '_verified', 'createdAt'],
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  auth: {
    ...ACCOUNT_LOCKOUT,
    tokenExpiration: 12 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      // Secure in production. A getter: read when Payload builds its config, never at import
      // (importing this file must not fix the environment before tests or scripts set it).
      get secure() {
        return env().appEnv === 'production'
      },
    },
    verify: {
      generateEmailSubject: () => 'Verifikasi email akun pendaftaran UTB',
      generateEmailHTML: ({ token, user }) =>
        `<p>Halo ${escapeHtml(String((user as { fullName?: string }).fullName ?? ''))},</p>` +
        `<p>Terima kasih telah mendaftar di Universitas Teknologi ` +
        `Bandung. Buka tautan berikut untuk memverifikasi email Anda:</p>` +
        `<p><a href="${link('/daftar/verifikasi', token)}">${link('/daftar/verifikasi', token)}</a></p>` +
        `<p>Abaikan email ini jika Anda tidak merasa mendaftar.</p>`,
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Atur ulang kata sandi akun pendaftaran UTB',
      generateEmailHTML: (args) => {
        const token = args?.token ?? ''
        return (
          `<p>Kami menerima permintaan untuk mengatur ulang kata sandi akun pendaftaran Anda.</p>` +
          `<p><a href="${link('/daftar/atur-ulang-sandi', token)}">${link('/daftar/atur-ulang-sandi', token)}</a></p>` +
          `<p>Tautan berlaku 1 jam. Abaikan email ini jika Anda tidak memintanya.</p>`
        )
      },
    },
  },
  endpoints: [forgotPasswordEndpoint('applicants')],
  hooks: {
    beforeOperation: [protection.beforeOperation],
    afterLogin: [protection.afterLogin],
    afterError: [protection.afterError],
    afterChange: [
      tellAboutCredentialChange('applicants'),
      syncApplicationEmail,
      recordApplicantConsent,
      recordCampusInfoConsent,
    ],
    beforeDelete: [deleteApplicantData],
    // Staff reads of applicant accounts (by id, lists, populations) in the access audit.
    afterOperation: [auditPersonalReads({ one: 'view-applicant', many: 'read-applicants' })],
  },
  access: {
    // Staff log in to /admin through the users collection only.
    admin: () => false,
    read: ownRecordsOrAdmissions('id'),
    create: registerOrAdmin,
    update: ownAccountOrAdmin,
    delete: isAdmin,
    unlock: admissionsStaff,
  },
  fields: [
    { name: 'fullName', label: 'Nama lengkap', type: 'text', required: true, maxLength: 100 },
    { name: 'whatsapp', label: 'Nomor WhatsApp', type: 'text', required: true, maxLength: 20 },
    {
      type: 'row',
      fields: [
        {
          name: 'privacyConsentVersion',
          label: 'Versi pemberitahuan privasi yang disetujui',
          type: 'text',
          required: true,
          access: { update: consentFieldUpdate },
          admin: { readOnly: true },
        },
        {
          name: 'privacyConsentAt',
          label: 'Waktu persetujuan',
          type: 'date',
          required: true,
          access: { update: consentFieldUpdate },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'campusInfoConsent',
      label: CONSENT_KIND_LABELS['campus-info'],
      type: 'checkbox',
      defaultValue: false,
      // Given or withdrawn by the applicant on /daftar/data-saya; every change is a consent record.
      access: { update: consentFieldUpdate },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'processingRestricted',
      label: RESTRICTION_MESSAGES.notice,
      type: 'checkbox',
      defaultValue: false,
      // Set and lifted only through the applicant's restriction request (its history says who).
      access: { read: admissionsStaffField, create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'Diatur lewat Permintaan Data Pribadi jenis pembatasan: Selesai membatasi, ' +
          '"Cabut pembatasan" di permintaan itu mengakhirinya.',
      },
    },
    ...credentialChangeFields('applicants'),
  ],
}
