import type { CookieConsentConfig } from 'vanilla-cookieconsent'
import { PRIVACY_NOTICE_PATH } from '@/features/privacy/messages'

/** Consent categories: necessary (always), functional (pre-selected) and analytics. */
export const CONSENT_COOKIE = 'kampus_consent'
export const CONSENT_EVENT = 'kampus:consent'
export const FUNCTIONAL = 'functional'
export const ANALYTICS = 'analytics'

/** Where the banner posts each choice (recorded on the server, src/features/privacy/consent.ts). */
export const COOKIE_CHOICE_URL = '/api/privasi/cookie'

const noticeLink = ` <a href="${PRIVACY_NOTICE_PATH}" data-cc-notice>Baca Kebijakan Privasi</a>.`

/**
 * The banner's configuration. `revision` is the privacy notice's version: when admins publish a
 * new version, the library asks every visitor again (their stored choice names the old one).
 */
export const consentConfig = (revision: number): CookieConsentConfig => ({
  mode: 'opt-in',
  revision,
  cookie: { name: CONSENT_COOKIE, expiresAfterDays: 365, sameSite: 'Lax' },
  // Shown to automated browsers too, so tests and audits see what visitors see.
  hideFromBots: false,
  guiOptions: {
    consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true },
    preferencesModal: { layout: 'box', equalWeightButtons: true },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    [FUNCTIONAL]: { enabled: true },
    [ANALYTICS]: {
      enabled: false,
      // Declining analytics removes what the visitor statistics stored.
      autoClear: { cookies: [{ name: /^kampus_stat/ }] },
    },
  },
  language: {
    default: 'id',
    translations: {
      id: {
        consentModal: {
          title: 'Kami menggunakan cookie',
          // Kept short: on a phone the box covers the page's opening, and the details are one
          // click away (the preferences dialog and the notice).
          description:
            'Cookie wajib menjaga situs berjalan. Cookie video, peta dan statistik ' +
            'kunjungan hanya dipakai dengan izin Anda.' +
            noticeLink,
          acceptAllBtn: 'Terima semua',
          acceptNecessaryBtn: 'Tolak yang opsional',
          showPreferencesBtn: 'Atur pilihan',
        },
        preferencesModal: {
          title: 'Pengaturan cookie',
          acceptAllBtn: 'Terima semua',
          acceptNecessaryBtn: 'Tolak yang opsional',
          savePreferencesBtn: 'Simpan pilihan',
          closeIconLabel: 'Tutup',
          sections: [
            {
              description:
                'Pilihan Anda disimpan selama satu tahun dan dapat diubah kapan ' +
                'saja melalui tautan "Pengaturan cookie" di bagian bawah halaman.' +
                noticeLink,
            },
            {
              title: 'Cookie wajib',
              description: 'Diperlukan agar situs dan pilihan cookie Anda berfungsi.',
              linkedCategory: 'necessary',
            },
            {
              title: 'Cookie fungsional',
              description:
                'Menampilkan konten tersemat seperti video YouTube dan peta lokasi kampus.',
              linkedCategory: FUNCTIONAL,
            },
            {
              title: 'Cookie analitik',
              description: 'Mencatat statistik kunjungan dan kecepatan halaman secara anonim.',
              linkedCategory: ANALYTICS,
            },
          ],
        },
      },
    },
  },
})
