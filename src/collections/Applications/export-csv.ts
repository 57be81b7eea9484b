import { parseParams, type Endpoint, type PayloadRequest, type Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { isAdmissionsUser } from '@/access/applicants'
import { applicationsCsv, csvFileName } from '@/features/admissions/application/csv'
import { cmsErrorJson } from '@/lib/api-response'
import { payloadErrorStatus } from '@/lib/payload-errors'

const FORBIDDEN = 'Hanya staf penerimaan dan admin yang dapat mengunduh data pendaftaran.'

/**
 * GET /api/cms/applications/export.csv: the applications the admin list shows, as CSV. Takes the
 * list's own query (where[...] filters, search, sort), so staff download what they filtered.
 * Reads with the staff member's own access rules.
 */
export const exportApplicationsCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isAdmissionsUser(req.user as never)) {
      return cmsErrorJson(403, FORBIDDEN)
    }
    const query = (req.query ?? {}) as Record<string, unknown>
    const collectionConfig = req.payload.collections.applications.config
    try {
      const { where, sort } = parseParams({ where: query.where, sort: query.sort } as never) as {
        where?: Where
        sort?: string[]
      }
      const merged = mergeListSearchAndWhere({
        collectionConfig,
        search: typeof query.search === 'string' ? query.search : '',
        where: where ?? {},
      })
      const { docs } = await req.payload.find({
        collection: 'applications',
        where: merged,
        sort: sort?.length ? sort : collectionConfig.defaultSort,
        pagination: false,
        depth: 1,
        select: {
          applicant: true,
          applicantName: true,
          applicantEmail: true,
          track: true,
          status: true,
          period: true,
          programme: { major: true },
          personal: { birthDate: true, schoolName: true },
          submittedAt: true,
          test: { date: true, examNumber: true },
          refund: { status: true },
        },
        populate: { applicants: { whatsapp: true }, programmes: { name: true } },
        overrideAccess: false,
        user: req.user,
        req,
      })
      return new Response(applicationsCsv(docs), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFileName()}"`,
          'Cache-Control': 'no-store',
        },
      })
    } catch (error) {
      // A hand-edited URL can name a field that does not exist: say so instead of a 500.
      // Payload's QueryError is a 400 like any refused filter.
      if (error instanceof SyntaxError || payloadErrorStatus(error) === 400) {
        return cmsErrorJson(
          400,
          'Filter pada tautan unduhan tidak dikenali. Atur ulang filter lalu coba lagi.',
        )
      }
      throw error
    }
  },
}
