import { REREGISTRATION_PATH } from '@/features/reregistration/types'
import { PAYMENT_MESSAGES, TUITION_MESSAGES } from './messages'

/*
 * What the track page may say after a payment form: a fixed code in the URL (`?pembayaran=`)
 * chosen by the server action, looked up here, so a crafted link cannot put its own words there.
 */

export const PAYMENT_NOTICES = {
  noApplication: PAYMENT_MESSAGES.noApplication,
  notPayable: PAYMENT_MESSAGES.notPayable,
  unknownMethod: PAYMENT_MESSAGES.unknownMethod,
  noOnlinePayment: PAYMENT_MESSAGES.noOnlinePayment,
  providerDown: PAYMENT_MESSAGES.providerDown,
  closed: 'Pembayaran tidak dapat dimulai sekarang: lihat keterangan gelombang Anda.',
  simulatorFailed: 'Simulator pembayaran tidak dapat membayar tagihan ini.',
  ...TUITION_MESSAGES,
} as const
export type NoticeCode = keyof typeof PAYMENT_NOTICES

/** The code of a checkout refusal; a wave's own sentence (closed, not yet open) is `closed`. */
export function noticeCode(message: string): NoticeCode {
  const found = (Object.keys(PAYMENT_NOTICES) as NoticeCode[]).find(
    (code) => PAYMENT_NOTICES[code] === message,
  )
  return found ?? 'closed'
}

/** The notice for `?pembayaran=`; null for anything else. */
export const noticeOf = (code: unknown): string | null =>
  typeof code === 'string' && Object.hasOwn(PAYMENT_NOTICES, code)
    ? PAYMENT_NOTICES[code as NoticeCode]
    : null

/** The payment section of a page the forms return to (the re-registration page's, or the track page's). */
export const paymentAnchor = (path: string): string =>
  path === REREGISTRATION_PATH ? 'pembayaran-daftar-ulang' : 'pembayaran-online'
