import type { Endpoint } from 'payload'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { relationId } from '@/lib/relation'
import { loadWaves } from '@/features/admissions/waves/load'
import { nextWave, openWave, upcomingWave } from '@/features/admissions/waves/rules'
import { WAVE_MESSAGES } from '@/features/admissions/waves/messages'
import { readForStaff } from './applications-staff-read'

const M = WAVE_MESSAGES.move

/**
 * POST /api/cms/applications/:id/move-wave: admissions staff and admins move an application to
 * the next wave of its track (from its wave; without one, to the wave open or next to open).
 * The steps then follow the new wave's window. The Applications hook records every wave change
 * in the history; no email: staff tell the
 * applicant themselves ("Hubungi pendaftar") when they want to.
 */
export const moveToNextWave: Endpoint = {
  path: '/:id/move-wave',
  method: 'post',
  handler: async (req) => {
    const doc = await readForStaff(req, M)
    if (doc instanceof Response) return doc
    if (doc.status === 'accepted' || doc.status === 'not_accepted')
      return cmsErrorJson(409, M.finished)
    const waves = await loadWaves(req.payload, req)
    const current = waves.find((w) => w.id === relationId(doc.wave))
    const now = new Date()
    const target = current
      ? nextWave(waves, doc.track, current)
      : (openWave(waves, doc.track, now) ?? upcomingWave(waves, doc.track, now))
    if (!target) return cmsErrorJson(409, M.noNext)
    await req.payload.update({
      collection: 'applications',
      id: doc.id,
      data: { wave: target.id },
      overrideAccess: false,
      user: req.user,
      req,
    })
    return jsonAnswer({ message: M.done(target.wave), wave: { id: target.id, name: target.wave } })
  },
}
