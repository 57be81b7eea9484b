import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { secondStepState } from '@/features/accounts/second-factor/rule'
import { env } from '@/lib/env'
import { SECOND_FACTOR_VIEW_PATH } from './SecondFactorView'

/**
 * Payload sends a signed-in user without admin access here. A staff member whose session lacks
 * its second step (or who must enrol a factor first) has no role until then: the second-factor
 * view, with the page they asked for. Anyone else reads that the admin is not for them.
 */
export function UnauthorizedView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const user = req.user as Parameters<typeof secondStepState>[0] | null
  if (user?.collection === 'users' && secondStepState(user, env().isProduction) !== 'done') {
    const wanted = typeof searchParams?.redirect === 'string' ? searchParams.redirect : ''
    redirect(
      `${adminRoute}${SECOND_FACTOR_VIEW_PATH}` +
        (wanted ? `?redirect=${encodeURIComponent(wanted)}` : ''),
    )
  }
  return (
    <MinimalTemplate>
      <h1>Tidak berwenang</h1>
      <p>Akun ini tidak memiliki akses ke panel admin.</p>
      <a href={`${adminRoute}/logout`}>Keluar</a>
    </MinimalTemplate>
  )
}
