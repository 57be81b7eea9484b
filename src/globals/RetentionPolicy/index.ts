import type { Endpoint, GlobalConfig, NumberField } from 'payload'
import { hasRole, isAdmin } from '@/access/roles'
import {
  RETENTION_ACTION_LABELS,
  RETENTION_DAYS,
  RETENTION_DAYS_MESSAGE,
  RETENTION_KINDS,
  RETENTION_RULES,
  isRetentionDays,
  type RetentionKind,
} from '@/features/privacy/retention'
import { APPLICATION_RETENTION } from '@/features/admissions/application/retention'
import { applyRetention } from '@/features/privacy/retention-run'
import { runRetention } from '@/jobs/retention'
import { RETENTION_MESSAGES } from '@/features/privacy/messages'

const daysField = (kind: RetentionKind): NumberField => {
  const rule = RETENTION_RULES[kind]
  return {
    name: kind,
    label: `${rule.label} (hari)`,
    type: 'number',
    required: true,
    min: RETENTION_DAYS.min,
    max: RETENTION_DAYS.max,
    defaultValue: rule.defaultDays,
    admin: {
      step: 1,
      description: `Dihitung ${rule.from}; setelah itu ${RETENTION_ACTION_LABELS[rule.action]}.`,
    },
    validate: (value: unknown) => isRetentionDays(value) || RETENTION_DAYS_MESSAGE,
  }
}

/**
 * GET /api/cms/globals/retention-policy/preview: what the daily run WOULD purge now, counted per
 * kind, without changing anything. Admins only.
 */
const preview: Endpoint = {
  path: '/preview',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user as never, 'admin'))
      return Response.json({ errors: [{ message: RETENTION_MESSAGES.forbidden }] }, { status: 403 })
    const report = await applyRetention(req.payload, {
      dryRun: true,
      req,
      applications: APPLICATION_RETENTION,
    })
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * POST /api/cms/globals/retention-policy/run: an admin runs the retention now (after shortening a
 * period, say) instead of waiting for the night; recorded like the daily run, with their email.
 */
const runNow: Endpoint = {
  path: '/run',
  method: 'post',
  handler: async (req) => {
    const user = req.user as { email?: string } | null
    if (!hasRole(req.user as never, 'admin') || !user?.email)
      return Response.json({ errors: [{ message: RETENTION_MESSAGES.forbidden }] }, { status: 403 })
    const report = await runRetention(req.payload, req, new Date(), user.email)
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * How long each kind of personal data is kept (UU PDP). The daily retention job (src/jobs/retention.ts)
 * reads it; admins alone change it, and can see beforehand what a run would remove.
 */
export const RetentionPolicy: GlobalConfig = {
  slug: 'retention-policy',
  label: 'Masa Retensi Data',
  admin: {
    group: 'Privasi',
    description: RETENTION_MESSAGES.policyDescription,
  },
  access: { read: isAdmin, update: isAdmin },
  endpoints: [preview, runNow],
  fields: [
    {
      name: 'preview',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/privacy/ui/admin/RetentionPreview.client#RetentionPreview',
        },
      },
    },
    ...RETENTION_KINDS.map(daysField),
  ],
}
