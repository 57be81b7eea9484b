import type { OnlineMethod } from './providers/types'

/*
 * Short paying instructions per bank, as the banks' own ATM and mobile-banking menus name the
 * steps. Kept brief on purpose: the applicant needs the menu path and the number, not a manual.
 */

export type PayCodes = {
  vaNumber: string | null
  billerCode: string | null
  billKey: string | null
}
export type HowToPay = { channel: string; steps: string[] }

const check = (amount: string, then = 'konfirmasi') =>
  `Periksa jumlah tagihan ${amount}, lalu ${then}.`

function virtualAccount(
  bank: string,
  atmMenu: string,
  app: string,
  appMenu: string,
  va: string,
  amount: string,
): HowToPay[] {
  return [
    {
      channel: `ATM ${bank}`,
      steps: [
        `Masukkan kartu ATM ${bank} dan PIN Anda.`,
        `Pilih ${atmMenu}.`,
        `Masukkan nomor virtual account ${va}.`,
        check(amount),
      ],
    },
    {
      channel: app,
      steps: [
        `Buka ${app} dan masuk ke akun Anda.`,
        `Pilih ${appMenu}.`,
        `Masukkan nomor virtual account ${va}.`,
        check(amount, 'masukkan PIN'),
      ],
    },
  ]
}

/** The steps for `method` with the applicant's own codes and the amount written in (Rp …). */
export function howToPay(method: OnlineMethod, codes: PayCodes, amount: string): HowToPay[] {
  const va = codes.vaNumber ?? ''
  switch (method) {
    case 'va_bca':
      return virtualAccount(
        'BCA',
        'Transaksi Lainnya → Transfer → ke Rek BCA Virtual Account',
        'BCA mobile (m-BCA)',
        'm-Transfer → BCA Virtual Account',
        va,
        amount,
      )
    case 'va_bni':
      return virtualAccount(
        'BNI',
        'Menu Lainnya → Transfer → Virtual Account Billing',
        'BNI Mobile Banking',
        'Transfer → Virtual Account Billing',
        va,
        amount,
      )
    case 'va_bri':
      return virtualAccount(
        'BRI',
        'Transaksi Lain → Pembayaran → Lainnya → BRIVA',
        'BRImo',
        'Pembayaran → BRIVA',
        va,
        amount,
      )
    case 'va_permata':
      return virtualAccount(
        'Permata',
        'Transaksi Lainnya → Pembayaran → Pembayaran Lainnya → Virtual Account',
        'PermataMobile X',
        'Bayar Tagihan → Virtual Account',
        va,
        amount,
      )
    case 'va_mandiri':
      return codes.billerCode && codes.billKey
        ? mandiriBill(codes.billerCode, codes.billKey, amount)
        : virtualAccount(
            'Mandiri',
            'Bayar/Beli → Lainnya → Multi Payment',
            "Livin' by Mandiri",
            'Bayar → Multipayment',
            va,
            amount,
          )
    case 'qris':
      return [
        {
          channel: 'Aplikasi pembayaran',
          steps: [
            'Buka m-banking atau dompet digital yang mendukung QRIS (mis. GoPay, OVO, DANA).',
            'Pilih Bayar atau Scan, lalu pindai kode QR di halaman ini.',
            check(amount),
          ],
        },
      ]
  }
}

/** Mandiri bill payment (Midtrans echannel): a company code and a bill key instead of a VA. */
function mandiriBill(billerCode: string, billKey: string, amount: string): HowToPay[] {
  return [
    {
      channel: 'ATM Mandiri',
      steps: [
        'Masukkan kartu ATM Mandiri dan PIN Anda.',
        'Pilih Bayar/Beli → Lainnya → Multi Payment.',
        `Masukkan kode perusahaan ${billerCode}, lalu kode bayar ${billKey}.`,
        check(amount),
      ],
    },
    {
      channel: "Livin' by Mandiri",
      steps: [
        "Buka Livin' by Mandiri dan masuk ke akun Anda.",
        `Pilih Bayar, cari penyedia jasa dengan kode ${billerCode}.`,
        `Masukkan kode bayar ${billKey}.`,
        check(amount, 'masukkan PIN'),
      ],
    },
  ]
}
