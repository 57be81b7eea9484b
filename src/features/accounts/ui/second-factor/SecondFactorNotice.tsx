import Link from 'next/link'
import type { ServerProps } from 'payload'

/**
 * Above the dashboard, for a staff member without a second factor who need not have one yet
 * (outside production): an invitation to enrol, which they may ignore.
 */
export function SecondFactorNotice({ user }: ServerProps) {
  const staff = user as { collection?: string; secondFactorEnrolled?: boolean | null } | undefined
  if (staff?.collection !== 'users' || staff.secondFactorEnrolled) return null
  return (
    <aside
      data-testid="second-factor-notice"
      style={{
        border: '1px solid var(--theme-warning-500)',
        padding: 12,
        marginBottom: 16,
        borderRadius: 4,
      }}
    >
      Akun Anda belum memakai faktor kedua (aplikasi autentikator atau passkey).{' '}
      <Link href="/admin/mfa">Aktifkan sekarang</Link>
    </aside>
  )
}
