import {
  parseParams,
  type CollectionSlug,
  type Endpoint,
  type PayloadRequest,
  type SelectType,
  type Where,
} from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { hasRole } from '@/access/roles'
import { auditStaffAccess } from '@/features/privacy/audit'
import { EXPORT_BAD_FILTER } from '@/features/privacy/messages'
import { cmsErrorJson } from '@/lib/api-response'
import { csvFileNameFor } from '@/lib/csv'
import { payloadErrorStatus } from '@/lib/payload-errors'

type Options<Doc> = {
  collection: CollectionSlug
  /** Who may download: checked before anything is read (403 JSON otherwise). */
  allowed: (user: PayloadRequest['user']) => boolean
  forbidden: string
  fileName: () => string
  csv: (docs: Doc[]) => string
  depth?: number
  select?: SelectType
  populate?: Record<string, SelectType>
  /** Rows left out whatever the filter (e.g. applicants whose processing is restricted). */
  keep?: (doc: Doc) => boolean
}

/**
 * GET /api/cms/<collection>/export.csv: what the admin list shows, as CSV. Takes the list's own
 * query (where[...] filters, search, sort), so staff download what they filtered; reads with the
 * staff member's own access rules, and every download is written to the access audit.
 */
export function csvExportEndpoint<Doc>(options: Options<Doc>): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!options.allowed(req.user)) return cmsErrorJson(403, options.forbidden)
      const query = (req.query ?? {}) as Record<string, unknown>
      const collectionConfig = req.payload.collections[options.collection].config
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
        const { docs: found } = await req.payload.find({
          collection: options.collection,
          where: merged,
          sort: sort?.length ? sort : collectionConfig.defaultSort,
          pagination: false,
          depth: options.depth ?? 0,
          ...(options.select ? { select: options.select } : {}),
          ...(options.populate ? { populate: options.populate as never } : {}),
          overrideAccess: false,
          user: req.user,
          req,
        })
        const docs = options.keep ? (found as Doc[]).filter(options.keep) : found
        await auditStaffAccess(req, 'export-csv', `${options.collection}: ${docs.length} baris`)
        return new Response(options.csv(docs as Doc[]), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${options.fileName()}"`,
            'Cache-Control': 'no-store',
          },
        })
      } catch (error) {
        // A hand-edited URL can name a field that does not exist: say so instead of a 500.
        // Payload's QueryError is a 400 like any refused filter.
        if (error instanceof SyntaxError || payloadErrorStatus(error) === 400) {
          return cmsErrorJson(400, EXPORT_BAD_FILTER)
        }
        throw error
      }
    },
  }
}

/**
 * An admin-only list with "Unduh CSV" above it (consent records, the access audit): the admin
 * settings (hidden from other staff, the button above the list) and the `export.csv` endpoint.
 */
export function adminCsvExport<Doc>(options: {
  collection: CollectionSlug
  filePrefix: string
  forbidden: string
  description: string
  csv: (docs: Doc[]) => string
}) {
  return {
    admin: {
      hidden: ({ user }: { user: unknown }) => !hasRole(user as never, 'admin'),
      components: {
        beforeListTable: [
          {
            path: '@/components/admin/ExportCsvButton.client#ExportCsvButton',
            clientProps: { collection: options.collection, description: options.description },
          },
        ],
      },
    },
    endpoint: csvExportEndpoint<Doc>({
      collection: options.collection,
      allowed: (user) => hasRole(user as never, 'admin'),
      forbidden: options.forbidden,
      fileName: () => csvFileNameFor(options.filePrefix),
      csv: options.csv,
    }),
  }
}
