import { TRAINING_TYPE } from '@/features/career/format'
import { TRAINING_ICS_FILE, trainingIcs } from '@/features/career/ics'
import { getCareerParams, getCareerPost } from '@/features/career/load'
import { siteIdentity } from '@/features/shell/identity'
import { icsResponse } from '@/lib/ics'
import { textNotFound } from '@/lib/text-response'

type Context = { params: Promise<{ detail: string }> }

// Static files, like the training pages: regenerated when a career post changes (cache tag).
export const dynamic = 'force-static'
export const dynamicParams = true
export const revalidate = 3600
export const generateStaticParams = () => getCareerParams(TRAINING_TYPE)

/** One training's time and place for calendar apps; 404 when there is none to add. */
export async function GET(_request: Request, { params }: Context) {
  const [post, site] = await Promise.all([
    getCareerPost(TRAINING_TYPE, (await params).detail),
    siteIdentity(),
  ])
  const body = post && trainingIcs(post, { ...site, stamp: new Date() })
  if (!body) return textNotFound('Pelatihan ini tidak ditemukan atau belum memiliki jadwal.')
  return icsResponse(body, TRAINING_ICS_FILE)
}
