import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { mustHaveSecondFactor, secondStepState } from '@/features/accounts/second-factor/rule'
import { SECOND_FACTOR_LABELS as L } from '@/features/accounts/second-factor/messages'
import { factorsOf } from '@/features/accounts/second-factor/store'
import { env } from '@/lib/env'
import { Enrol } from './Enrol.client'
import { SecondStep } from './SecondStep.client'

export const SECOND_FACTOR_VIEW_PATH = '/mfa'

/** Where to go after the step: an admin path the login asked for, else the dashboard. */
const nextOf = (adminRoute: string, value: unknown) =>
  typeof value === 'string' && value.startsWith(`${adminRoute}/`) && !value.startsWith('//')
    ? value
    : adminRoute

/**
 * /admin/mfa: the second step of a login (a factor is enrolled), or the enrolment of one (none
 * yet). A custom view, so Payload renders it for a session that has no admin access yet; it checks
 * the session itself, and the endpoints check it again.
 */
export async function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const user = req.user as Parameters<typeof secondStepState>[0] & {
    id: number
    collection: string
  }
  if (!user || user.collection !== 'users') redirect(`${adminRoute}/login`)
  const production = env().isProduction
  const state = secondStepState(user, production)
  const next = nextOf(adminRoute, searchParams?.redirect)
  const record = state === 'pending' ? await factorsOf(req, user.id) : null
  return (
    <MinimalTemplate>
      <main style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        <h1 style={{ margin: 0 }}>{state === 'pending' ? L.verifyTitle : L.enrolTitle}</h1>
        {state === 'pending' ? (
          <SecondStep
            next={next}
            hasTotp={Boolean(record?.totpSecret)}
            hasPasskey={(record?.passkeys?.length ?? 0) > 0}
          />
        ) : (
          <>
            <p style={{ margin: 0 }}>
              {mustHaveSecondFactor(user, production)
                ? 'Akun Anda wajib memakai faktor kedua sebelum dapat membuka data pendaftar.'
                : 'Faktor kedua melindungi akun bila kata sandi Anda bocor. Disarankan untuk semua staf.'}
            </p>
            <Enrol next={next} optional={state === 'done'} />
          </>
        )}
      </main>
    </MinimalTemplate>
  )
}
