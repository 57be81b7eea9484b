import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { passwordProblem } from '@/features/accounts/password-policy'
import { ConfigError, type AppEnv } from '@/lib/env'
import { seedContext } from './context'

/**
 * The first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD. Without them a demo admin is created in
 * development only, and its password is printed this one time. Production refuses to run with
 * the demo account or without any admin.
 */
export async function ensureAdmin(
  payload: Payload,
  config: AppEnv,
  log: (line: string) => void,
): Promise<void> {
  const count = async (email?: string) =>
    (
      await payload.count({
        collection: 'users',
        where: email ? { email: { equals: email } } : { role: { equals: 'admin' } },
        overrideAccess: true,
      })
    ).totalDocs

  if (config.isProduction && (await count(config.demoAdminEmail)) > 0) {
    throw new ConfigError(
      `Akun demo ${config.demoAdminEmail} ada di basis data produksi. ` +
        `Hapus akun itu dan buat admin lewat ADMIN_EMAIL/ADMIN_PASSWORD.`,
    )
  }

  if (config.adminEmail && config.adminPassword) {
    if ((await count(config.adminEmail)) === 0) {
      // Staff passwords follow the password policy: a weak ADMIN_PASSWORD stops the start with its reason.
      const problem = passwordProblem(config.adminPassword, {
        email: config.adminEmail,
        fullName: 'Administrator',
      })
      if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`)
      await payload.create({
        collection: 'users',
        data: {
          email: config.adminEmail,
          password: config.adminPassword,
          name: 'Administrator',
          role: 'admin',
        },
        overrideAccess: true,
        context: seedContext(),
      })
      log(`Admin ${config.adminEmail} dibuat dari ADMIN_EMAIL.`)
    }
    return
  }

  if ((await count()) > 0) return
  if (config.isProduction) {
    throw new ConfigError(
      'Belum ada admin. Isi ADMIN_EMAIL dan ADMIN_PASSWORD untuk membuat admin pertama.',
    )
  }
  const password = crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: config.demoAdminEmail, password, name: 'Admin Demo', role: 'admin' },
    overrideAccess: true,
    context: seedContext(),
  })
  log(
    [
      '',
      '  Admin demo dibuat (hanya untuk pengembangan; kata sandi ini tidak ditampilkan lagi):',
      `    email:      ${config.demoAdminEmail}`,
      `    kata sandi: ${password}`,
      '',
    ].join('\n'),
  )
}
