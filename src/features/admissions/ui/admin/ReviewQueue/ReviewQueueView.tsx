import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import {
  isReviewQueueKind,
  loadReviewQueue,
  REVIEW_QUEUES,
  REVIEW_VIEW_PATH,
  type ReviewQueueKind,
} from '@/features/admissions/application/review-queue'
import { REVIEW_MESSAGES } from '@/features/admissions/application/messages'
import { DocumentQueue } from './DocumentQueue.client'
import { ProofQueue } from './ProofQueue.client'

/** The query parameter's value that picks each queue. */
const KIND_PARAM: Record<ReviewQueueKind, string> = { proofs: 'bukti', documents: 'berkas' }

const queueHref = (adminRoute: string, kind: ReviewQueueKind, search: string) =>
  `${adminRoute}${REVIEW_VIEW_PATH}?` +
  new URLSearchParams({ antrean: KIND_PARAM[kind], ...(search ? { cari: search } : {}) })

/**
 * "Antrean verifikasi" (admin view, admissions staff and admins): payment proofs to verify, and
 * submitted forms with their documents and the bulk test scheduling. Read with the officer's own
 * access; the actions go to the review endpoints (src/features/admissions/cms/applications-review.ts).
 */
export async function ReviewQueueView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user)
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(adminRoute + REVIEW_VIEW_PATH)}`)
  const wanted = Object.entries(KIND_PARAM).find(
    ([, value]) => value === searchParams?.antrean,
  )?.[0]
  const kind: ReviewQueueKind = isReviewQueueKind(wanted) ? wanted : 'proofs'
  const search = typeof searchParams?.cari === 'string' ? searchParams.cari : ''
  const queue = await loadReviewQueue(req.payload, req.user, kind, search, req)
  const api = req.payload.config.routes.api
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <Gutter>
        <div data-testid="review-queue">
          <h1>Antrean verifikasi</h1>
          {queue ? (
            <>
              <nav
                aria-label="Pilih antrean"
                style={{ display: 'flex', gap: 16, marginBottom: 16 }}
              >
                {(Object.keys(REVIEW_QUEUES) as ReviewQueueKind[]).map((k) => (
                  <a
                    key={k}
                    href={queueHref(adminRoute, k, search)}
                    aria-current={k === kind ? 'page' : undefined}
                    style={{
                      fontWeight: k === kind ? 700 : 400,
                      textDecoration: k === kind ? 'none' : 'underline',
                    }}
                  >
                    {REVIEW_QUEUES[k].label}
                  </a>
                ))}
              </nav>
              <form
                method="get"
                style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 16 }}
              >
                <input type="hidden" name="antrean" value={KIND_PARAM[kind]} />
                <label htmlFor="review-search">Cari nama atau email pendaftar</label>
                <input
                  id="review-search"
                  name="cari"
                  type="search"
                  defaultValue={search}
                  maxLength={100}
                />
                <button type="submit">Cari</button>
              </form>
              {queue.total > queue.items.length ? (
                <p>
                  {queue.items.length} dari {queue.total} yang tertua ditampilkan; muat ulang untuk
                  berikutnya.
                </p>
              ) : null}
              {kind === 'proofs' ? (
                <ProofQueue key={kind} items={queue.items} fee={queue.fee} api={api} />
              ) : (
                <DocumentQueue key={kind} items={queue.items} api={api} />
              )}
            </>
          ) : (
            <p>{REVIEW_MESSAGES.forbidden}</p>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
