/**
 * Who may do what, written once per collection and global of the Payload config.
 * The e2e matrix (tests/e2e/security-access-matrix.http.spec.ts) checks every entry over REST, file
 * URLs and GraphQL for every principal; the integration test fails when the config has a slug
 * without an entry here, or an entry names a slug that no longer exists.
 *
 * Who:
 * - `anonymous`: no session.
 * - `applicant`: any signed-in applicant (A or B), on a record that is not theirs.
 * - `owner`: applicant A on A's own record (only in collections whose fixture A owns).
 * - `editor`, `admissions`, `admin`: staff roles. The admin of the matrix is the staff account
 *   whose numeric id equals applicant B's id, so a rule that compares ids alone shows up here.
 */
export type Who = 'anonymous' | 'applicant' | 'owner' | 'editor' | 'admissions' | 'admin'

export type CollectionExpectation = {
  /** Reads the fixture (a published one where the collection has drafts): by id and in lists. */
  read: Who[]
  /** Collections with drafts: reads an unpublished draft, and the version history. */
  drafts?: Who[]
  create: Who[]
  update: Who[]
  delete: Who[]
  /** Upload collections: fetches the stored file by its URL. */
  file?: Who[]
  /** The fixture is a record applicant A made for themselves. */
  ownedByApplicantA?: true
  /** No REST routes and no GraphQL types (Payload's own bookkeeping). */
  noApi?: true
}

export type GlobalExpectation = { read: Who[]; update: Who[]; versions?: Who[] }

const NOBODY: Who[] = []
const STAFF: Who[] = ['editor', 'admissions', 'admin']
const CONTENT_STAFF: Who[] = ['editor', 'admin']
const ADMISSIONS: Who[] = ['admissions', 'admin']
const ADMIN: Who[] = ['admin']
const EVERYONE: Who[] = ['anonymous', 'applicant', 'owner', ...STAFF]

/** Site content: everyone reads, content staff write. */
const content: CollectionExpectation = {
  read: EVERYONE,
  create: CONTENT_STAFF,
  update: CONTENT_STAFF,
  delete: CONTENT_STAFF,
}
/** Site content with drafts: drafts and versions only for staff (editors and the preview). */
const drafted: CollectionExpectation = { ...content, drafts: STAFF }
const upload: CollectionExpectation = { ...content, file: EVERYONE }

export const COLLECTION_EXPECTATIONS: Record<string, CollectionExpectation> = {
  // No takeover by an applicant holding a staff id: only an admin reads or changes another staff account.
  users: { read: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN },
  media: upload,
  documents: upload,
  banners: content,
  'support-contacts': content,
  news: drafted,
  'news-categories': content,
  faculties: content,
  'programme-categories': content,
  programmes: drafted,
  'tuition-fees': content,
  scholarships: content,
  'selection-schedules': content,
  faqs: content,
  'career-posts': drafted,
  pages: drafted,
  partners: content,
  services: content,
  management: content,
  'community-service-links': content,
  galleries: content,
  testimonials: content,
  'student-organisations': drafted,
  'academic-events': content,
  // Stored only by the contact form's endpoint; content staff follow them up.
  'contact-messages': { read: CONTENT_STAFF, create: NOBODY, update: CONTENT_STAFF, delete: ADMIN },
  // Stored only by the statistics endpoint.
  'page-visits': { read: CONTENT_STAFF, create: NOBODY, update: NOBODY, delete: ADMIN },
  // Made by the registration service (or an admin).
  applicants: {
    ownedByApplicantA: true,
    read: ['owner', ...ADMISSIONS],
    create: ADMIN,
    update: ['owner', 'admin'],
    delete: ADMIN,
  },
  applications: {
    ownedByApplicantA: true,
    read: ['owner', ...ADMISSIONS],
    create: ['applicant', 'owner', ...ADMISSIONS],
    update: ['owner', ...ADMISSIONS],
    delete: ADMISSIONS,
  },
  'applicant-files': {
    ownedByApplicantA: true,
    read: ['owner', ...ADMISSIONS],
    create: ['applicant', 'owner', ...ADMISSIONS],
    update: ADMISSIONS,
    delete: ADMIN,
    file: ['owner', ...ADMISSIONS],
  },
  // Written only by the Applications hooks.
  'application-events': {
    ownedByApplicantA: true,
    read: ['owner', ...ADMISSIONS],
    create: NOBODY,
    update: NOBODY,
    delete: NOBODY,
  },
  // Written only by the payments services (a provider's notification, a status check, a proof
  // uploaded, staff verifying it); the fixture is A's manual payment, opened by A's proof.
  payments: {
    ownedByApplicantA: true,
    read: ['owner', ...ADMISSIONS],
    create: NOBODY,
    update: NOBODY,
    delete: NOBODY,
  },
  'payment-logs': { read: ADMISSIONS, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Written only by the enrolment service (POST /api/cms/students/enrol); the fixture is a demo
  // applicant's record, so applicants A and B read it as someone else's (the owner's own read is
  // in tests/int/enrolment-nim.int.test.ts). The NIM counters are read by no one.
  students: { read: ADMISSIONS, create: NOBODY, update: NOBODY, delete: NOBODY },
  'nim-counters': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Opened by the re-registration service on acceptance; staff correct its data (its status moves
  // only through the service). The fixture is a demo applicant's: A and B read someone else's.
  reregistrations: { read: ADMISSIONS, create: NOBODY, update: ADMISSIONS, delete: NOBODY },
  // The Feeder sync writes these alone; staff prepare and approve a batch through its endpoints
  // (tests/int/feeder-sync.int.test.ts).
  'feeder-batches': { read: ADMISSIONS, create: NOBODY, update: NOBODY, delete: NOBODY },
  'feeder-records': { read: ADMISSIONS, create: NOBODY, update: NOBODY, delete: NOBODY },
  'feeder-logs': { read: ADMISSIONS, create: NOBODY, update: NOBODY, delete: NOBODY },
  'data-requests': {
    ownedByApplicantA: true,
    read: ['owner', ...ADMISSIONS],
    create: ['applicant', 'owner'],
    update: ADMISSIONS,
    delete: NOBODY,
  },
  // Privacy (UU PDP): append-only records only the server writes; admins read and export them.
  'consent-records': { read: ADMIN, create: NOBODY, update: NOBODY, delete: NOBODY },
  'access-audit': { read: ADMIN, create: NOBODY, update: NOBODY, delete: NOBODY },
  incidents: { read: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN },
  // Staff second factors: only the second-factor endpoints touch them, through the Local API.
  'staff-factors': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Only the passkey service writes these (a WebAuthn ceremony, which a matrix request cannot
  // perform), so no fixture exists here and every request is refused; that an applicant reads
  // their own passkeys and nobody else's is shown by tests/int/applicant-passkeys.int.test.ts.
  'applicant-passkeys': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  'passkey-challenges': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Field data arrives only through POST /api/statistik/web-vitals; content staff read it.
  'web-vitals': { read: CONTENT_STAFF, create: NOBODY, update: NOBODY, delete: ADMIN },
  // Written by the retention run alone (daily job or an admin's "run now"); staff read them.
  'retention-runs': { read: ADMISSIONS, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Payload's own collections. Document locks belong to the admin panel, so to staff only; each
  // writes locks only in their own name (the fixture is the admin's own lock on a global).
  'payload-locked-documents': { read: STAFF, create: STAFF, update: ADMIN, delete: STAFF },
  // Each signed-in user keeps their own admin preferences (the fixture is the admin's).
  'payload-preferences': {
    read: ADMIN,
    create: ['applicant', 'owner', ...STAFF],
    update: ADMIN,
    delete: ADMIN,
  },
  // Jobs are written by the server only; admins read the queue and may delete a job (ADR 0027).
  'payload-jobs': { read: ADMIN, create: NOBODY, update: NOBODY, delete: ADMIN },
  // Payload's key-value store (server side only).
  'payload-kv': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  'payload-migrations': {
    noApi: true,
    read: NOBODY,
    create: NOBODY,
    update: NOBODY,
    delete: NOBODY,
  },
}

const shell: GlobalExpectation = { read: EVERYONE, update: CONTENT_STAFF }

export const GLOBAL_EXPECTATIONS: Record<string, GlobalExpectation> = {
  'site-settings': shell,
  'home-page': { ...shell, versions: CONTENT_STAFF },
  'alumni-page': { ...shell, versions: CONTENT_STAFF },
  'top-bar': shell,
  'main-menu': shell,
  footer: shell,
  'loading-quotes': shell,
  'admissions-settings': { read: EVERYONE, update: ADMISSIONS },
  'search-settings': shell,
  // The privacy notice is a legal text: admins edit it and read its history; anyone reads it.
  'privacy-notice': { read: EVERYONE, update: ADMIN, versions: ADMIN },
  // How long personal data is kept: admins alone set it (and see it).
  'retention-policy': { read: ADMIN, update: ADMIN },
  // Written only by the seeding step on the server.
  'seed-state': { read: ADMIN, update: NOBODY },
  // Payload's record of when each scheduled job last ran (the purge of unused uploads): the
  // server writes it; anyone who could would stop or repeat the schedule.
  'payload-jobs-stats': { read: ADMIN, update: NOBODY },
}

export type Principal =
  'anonymous' | 'applicantA' | 'applicantB' | 'editor' | 'admissions' | 'admin'
export const PRINCIPALS: Principal[] = [
  'anonymous',
  'applicantA',
  'applicantB',
  'editor',
  'admissions',
  'admin',
]
/** GraphQL is a staff tool (ADR 0014): everyone else is refused before the query is read. */
export const GRAPHQL_ALLOWED: Principal[] = ['editor', 'admissions', 'admin']

/** Whether `principal` is among `who` for a record that applicant A owns (`owned`) or not. */
export function allowed(who: Who[], principal: Principal, owned = false): boolean {
  if (principal === 'applicantA' && owned) return who.includes('owner')
  if (principal === 'applicantA' || principal === 'applicantB') return who.includes('applicant')
  return who.includes(principal)
}
