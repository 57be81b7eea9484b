import type { Payload, TypedUser } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { QUOTA_STATUSES } from '@/features/admissions/waves/rules'
import { WAVE_MESSAGES } from '@/features/admissions/waves/messages'
import { relationId } from '@/lib/relation'
import type { Programme, SelectionSchedule } from '@/payload-types'

type Props = { payload: Payload; user?: TypedUser | null; data?: Partial<SelectionSchedule> }

/**
 * Beside a wave's quotas in /admin: seats taken of each programme's quota (submitted, test
 * scheduled or accepted), counted with the staff member's own access: admissions staff only.
 */
export async function WaveQuotaFill({ payload, user, data }: Props) {
  if (!data?.id || !data.quotas?.length || !isAdmissionsUser(user as never)) return null
  const rows = await Promise.all(
    data.quotas.map(async (q) => {
      const programme = relationId(q.programme)
      const [{ totalDocs }, doc] = await Promise.all([
        payload.count({
          collection: 'applications',
          where: {
            wave: { equals: data.id },
            'programme.major': { equals: programme },
            status: { in: [...QUOTA_STATUSES] },
          },
          overrideAccess: false,
          user,
        }),
        payload.findByID({
          collection: 'programmes',
          id: programme!,
          depth: 0,
          overrideAccess: false,
          user,
          disableErrors: true,
        }) as Promise<Programme | null>,
      ])
      return {
        name: doc?.name ?? `Program ${programme}`,
        text: WAVE_MESSAGES.filled(totalDocs, q.quota),
      }
    }),
  )
  return (
    <section
      aria-labelledby="kuota-terisi"
      data-testid="wave-quota-fill"
      style={{ marginBottom: 16, fontSize: 13 }}
    >
      <h3 id="kuota-terisi" style={{ margin: '0 0 6px' }}>
        Kuota terisi
      </h3>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {rows.map((r) => (
          <li key={r.name}>
            {r.name}: {r.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
