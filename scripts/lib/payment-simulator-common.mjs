// Shared by the payment simulator's provider modules (scripts/lib/payment-simulator.mjs).
import crypto from 'node:crypto'

export const digits = (n) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('')

/** An EMV-shaped QRIS string (not scannable; only its shape matters to the app). */
export const qrString = (amount) =>
  `00020101021226620014COM.GO-JEK.WWW011893600914${digits(12)}5204581253033605406${amount}` +
  `.005802ID5920KAMPUS SIMULATOR6007BANDUNG6304${digits(4)}`
