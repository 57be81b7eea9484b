import type { Field } from 'payload'
import { adminFieldOnly } from '@/access/roles'

const serverOnly = () => false

/**
 * What `users` carries of the second factor: the flags the access rules read on every request
 * (src/access/roles.ts) without a lookup, and the panel of the account page. The factors
 * themselves live in `staff-factors`.
 */
export const secondFactorUserFields: Field[] = [
  {
    name: 'secondFactorEnrolled',
    label: 'Faktor kedua aktif',
    type: 'checkbox',
    defaultValue: false,
    access: { create: serverOnly, update: serverOnly },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'secondFactorRequired',
    label: 'Wajib faktor kedua',
    type: 'checkbox',
    defaultValue: false,
    access: { create: adminFieldOnly, update: adminFieldOnly },
    admin: {
      position: 'sidebar',
      description:
        'Admin dan staf penerimaan selalu wajib di produksi. Centang untuk mewajibkan akun lain ' +
        '(mis. editor).',
    },
  },
  {
    // Sessions (the JWT's `sid`) whose second step is done. Read by the server only.
    name: 'secondStepSessions',
    type: 'json',
    access: { read: serverOnly, create: serverOnly, update: serverOnly },
    admin: { disabled: true },
  },
  {
    name: 'secondFactorPanel',
    type: 'ui',
    admin: {
      components: {
        Field: '@/features/accounts/ui/second-factor/SecondFactorPanel.client#SecondFactorPanel',
      },
    },
  },
]
