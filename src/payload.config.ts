import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import sharp from 'sharp'
import { env } from '@/lib/env'
import { sessionCookiePrefix } from '@/lib/session-cookie-name'
import { closePayloadInternals, jobsAccess, jobsCollection } from '@/access/payload-internals'
import { GRAPHQL_LIMITS, graphQLValidationRules } from '@/features/graphql/limits'
import { staffAccessMap } from '@/features/cms/access-endpoint'
import { Users } from '@/collections/Users'
import { relyingParty } from '@/features/accounts/passkeys/webauthn'
import { Media } from '@/collections/Media'
import { Banners } from '@/collections/Banners'
import { SupportContacts } from '@/collections/SupportContacts'
import { News } from '@/collections/News'
import { NewsCategories } from '@/collections/NewsCategories'
import { Faculties } from '@/collections/Faculties'
import { ProgrammeCategories } from '@/collections/ProgrammeCategories'
import { Programmes } from '@/collections/Programmes'
import { Faqs } from '@/collections/Faqs'
import { CareerPosts } from '@/collections/CareerPosts'
import { PageVisits } from '@/collections/PageVisits'
import { WebVitals } from '@/collections/WebVitals'
import { Pages } from '@/collections/Pages'
import { Galleries } from '@/collections/Galleries'
import { Testimonials } from '@/collections/Testimonials'
import { StudentOrganisations } from '@/collections/StudentOrganisations'
import { AcademicEvents } from '@/collections/AcademicEvents'
import { Scholarships } from '@/collections/Scholarships'
import { TuitionFees } from '@/collections/TuitionFees'
import { SelectionSchedules } from '@/collections/SelectionSchedules'
import { Documents } from '@/collections/Documents'
import { CommunityServiceLinks } from '@/collections/CommunityServiceLinks'
import { Management } from '@/collections/Management'
import { ContactMessages } from '@/collections/ContactMessages'
import { Partners } from '@/collections/Partners'
import { Services } from '@/collections/Services'
import { Applicants } from '@/collections/Applicants'
import { Applications } from '@/collections/Applications'
import { ApplicantFiles } from '@/collections/ApplicantFiles'
import { ApplicationEvents } from '@/collections/ApplicationEvents'
import { Payments } from '@/collections/Payments'
import { PaymentLogs } from '@/collections/PaymentLogs'
import { Students } from '@/collections/Students'
import { Reregistrations } from '@/collections/Reregistrations'
import { FeederBatches } from '@/collections/FeederBatches'
import { FeederRecords } from '@/collections/FeederRecords'
import { FeederLogs } from '@/collections/FeederLogs'
import { NimCounters } from '@/collections/NimCounters'
import { DataRequests } from '@/collections/DataRequests'
import { ConsentRecords } from '@/collections/ConsentRecords'
import { AccessAudit } from '@/collections/AccessAudit'
import { StaffFactors } from '@/collections/StaffFactors'
import { ApplicantPasskeys } from '@/collections/ApplicantPasskeys'
import { PasskeyChallenges } from '@/collections/PasskeyChallenges'
import { Incidents } from '@/collections/Incidents'
import { PrivacyNotice } from '@/globals/PrivacyNotice'
import { RetentionPolicy } from '@/globals/RetentionPolicy'
import { RetentionRuns } from '@/collections/RetentionRuns'
import { AdmissionsSettings } from '@/globals/AdmissionsSettings'
import { reconcilePaymentsTask } from '@/jobs/reconcile-payments'
import { lapseReregistrationsTask } from '@/jobs/lapse-reregistrations'
import { feederSyncTask, reconcileFeederTask } from '@/jobs/feeder-sync'
import { purgeUnattachedFilesTask } from '@/jobs/purge-unattached-files'
import { retentionTask } from '@/jobs/retention'
import { arrayRowIdsPlugin } from '@/hooks/array-row-ids'
import { answerMissingVersions } from '@/hooks/missing-versions'
import { guardEveryCollection } from '@/hooks/query-guard'
import { MAX_DEPTH } from '@/hooks/read-limits'
import { missingFilePlugin } from '@/hooks/missing-file'
import { safeUploadsPlugin } from '@/hooks/safe-uploads'
import { jakartaDatesPlugin } from '@/fields/jakarta-dates'
import { keepClientErrorMessage } from '@/lib/payload-errors'
import { JAKARTA_TIME_ZONE, JAKARTA_TIME_ZONE_LABEL } from '@/lib/time-zone'
import { REVIEW_VIEW_PATH } from '@/features/admissions/application/review-queue'
import { fileStoragePlugins } from '@/lib/file-storage'
import { SearchSettings } from '@/globals/SearchSettings'
import { emailAdapter, sendEmailTask } from '@/lib/email'
import { appLogger } from '@/features/observability/logger'
import { countFailures } from '@/features/observability/job-failures'
import { MAX_CMS_FILE_BYTES } from '@/lib/cms-route'
import { SiteSettings } from '@/globals/SiteSettings'
import { TopBar } from '@/globals/TopBar'
import { MainMenu } from '@/globals/MainMenu'
import { Footer } from '@/globals/Footer'
import { LoadingQuotes } from '@/globals/LoadingQuotes'
import { SeedState } from '@/globals/SeedState'
import { HomePage } from '@/globals/HomePage'
import { AlumniPage } from '@/globals/AlumniPage'
import { id } from '@payloadcms/translations/languages/id'
import { en } from '@payloadcms/translations/languages/en'
import {
  ADMISSIONS_DASHBOARD_PATH,
  ADMISSIONS_DASHBOARD_TITLE,
} from '@/features/admissions/dashboard/labels'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

// Schema changes only ever arrive through the committed migrations of each database kind.
const db =
  config.databaseKind === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: config.databaseUrl },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
      })
    : sqliteAdapter({
        client: { url: config.databaseUrl },
        // WAL lets visitors read while staff save; the timeout waits out a backup or a seed.
        wal: true,
        busyTimeout: 5000,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        push: false,
      })

export default buildConfig({
  secret: config.payloadSecret,
  serverURL: config.siteUrl,
  telemetry: false,
  routes: { admin: '/admin', api: '/api/cms' },
  // Origins whose cookie-signed requests Payload accepts (it adds serverURL itself): a loopback
  // SITE_URL is also served as localhost, the only name a browser takes passkeys on (ADR 0041).
  csrf: relyingParty(config.siteUrl).origins,
  cookiePrefix: sessionCookiePrefix(config.isProduction),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — CMS Kampus' },
    // Payload's built-in avatar instead of Gravatar: no staff email hash goes to a third party,
    // and the CSP's img-src stays 'self' (docs/decisions/0017).
    avatar: 'default',
    // Dates in id-ID (Indonesian month names from the admin's language), Jakarta
    // time: the list cells and the date pickers of the edit view (src/fields/jakarta-dates.ts).
    dateFormat: 'd MMMM yyyy HH.mm',
    timezones: {
      supportedTimezones: [{ label: JAKARTA_TIME_ZONE_LABEL, value: JAKARTA_TIME_ZONE }],
      defaultTimezone: JAKARTA_TIME_ZONE,
    },
    components: {
      views: {
        // The home: an admissions officer's is the admissions dashboard, the others' Payload's own.
        dashboard: { Component: '@/features/admissions/ui/admin/dashboard/AdminHome#AdminHome' },
        // "Antrean verifikasi": proofs to verify, documents and bulk test scheduling.
        reviewQueue: {
          Component: '@/features/admissions/ui/admin/ReviewQueue/ReviewQueueView#ReviewQueueView',
          path: REVIEW_VIEW_PATH,
          exact: true,
          meta: { title: 'Antrean verifikasi' },
        },
        // The admissions figures with their charts (admissions staff and admins).
        admissionsDashboard: {
          Component:
            '@/features/admissions/ui/admin/dashboard/AdmissionsDashboardView#AdmissionsDashboardView',
          path: ADMISSIONS_DASHBOARD_PATH,
          meta: { title: ADMISSIONS_DASHBOARD_TITLE },
        },
        // The second step of a staff login and the enrolment of a factor (ADR 0041).
        secondFactor: {
          Component: '@/features/accounts/ui/second-factor/SecondFactorView#SecondFactorView',
          path: '/mfa',
          exact: true,
          meta: { title: 'Verifikasi dua langkah' },
        },
        // Where Payload sends a session without admin access: a pending second step goes on to /mfa.
        unauthorized: {
          Component: '@/features/accounts/ui/second-factor/UnauthorizedView#UnauthorizedView',
        },
      },
      beforeDashboard: [
        '@/features/accounts/ui/second-factor/SecondFactorNotice#SecondFactorNotice',
      ],
      beforeNavLinks: [
        '@/features/admissions/ui/admin/dashboard/DashboardNavLink#DashboardNavLink',
      ],
      providers: ['@/components/admin/DatePickerLocale.client#DatePickerLocale'],
    },
  },
  endpoints: [staffAccessMap],
  // Our refusals (and Payload's own 4xx) keep their message in the REST answer of the build.
  hooks: { afterError: [keepClientErrorMessage] },
  i18n: { supportedLanguages: { id, en }, fallbackLanguage: 'id' },
  collections: [
    Users,
    Media,
    Documents,
    Banners,
    SupportContacts,
    News,
    NewsCategories,
    Faculties,
    ProgrammeCategories,
    Programmes,
    TuitionFees,
    Scholarships,
    SelectionSchedules,
    Faqs,
    CareerPosts,
    Pages,
    Partners,
    Services,
    Management,
    CommunityServiceLinks,
    Galleries,
    Testimonials,
    StudentOrganisations,
    AcademicEvents,
    ContactMessages,
    PageVisits,
    WebVitals,
    Applicants,
    Applications,
    ApplicantFiles,
    ApplicationEvents,
    Payments,
    PaymentLogs,
    Reregistrations,
    FeederBatches,
    FeederRecords,
    FeederLogs,
    Students,
    NimCounters,
    DataRequests,
    ConsentRecords,
    AccessAudit,
    StaffFactors,
    ApplicantPasskeys,
    PasskeyChallenges,
    Incidents,
    RetentionRuns,
  ],
  globals: [
    SiteSettings,
    HomePage,
    AlumniPage,
    TopBar,
    MainMenu,
    Footer,
    LoadingQuotes,
    AdmissionsSettings,
    SearchSettings,
    PrivacyNotice,
    RetentionPolicy,
    SeedState,
  ],
  email: emailAdapter(config),
  // JSON lines with each request's id in production (docs/operations.md, "Logs").
  logger: appLogger(config),
  editor: lexicalEditor(),
  db,
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Staff only (src/features/graphql/guard.ts), and bounded per request (ADR 0014).
  graphQL: {
    disable: false,
    maxComplexity: GRAPHQL_LIMITS.maxComplexity,
    validationRules: graphQLValidationRules,
  },
  // Payload's default is 10: `?depth=10` populated every relation ten levels deep for anyone.
  maxDepth: MAX_DEPTH,
  // Payload's default file limit, written out: src/lib/cms-route.ts sizes the request body around it.
  upload: { limits: { fileSize: MAX_CMS_FILE_BYTES } },
  // Array row ids of other documents are refused before they reach the database (ADR 0020; ids
  // and filters on the built config below); an upload's name follows its content and files are
  // served inert; uploads go to S3 when it is configured (ADR 0026); a missing file is a 404, on
  // disk or on S3 (ADR 0020). jakartaDatesPlugin last: every date field (any plugin's too) gets
  // the Jakarta-time cell and picker.
  plugins: [
    arrayRowIdsPlugin,
    safeUploadsPlugin,
    ...fileStoragePlugins(config.s3),
    missingFilePlugin,
    jakartaDatesPlugin,
  ],
  // Mail, scheduled publishing and the purge of unused uploads are jobs. Their timer is not
  // Payload's autoRun but src/jobs/runner.ts, started by the Next.js server alone
  // (src/lib/payload.ts), which lets one server at a time work the queue (ADR 0027).
  jobs: {
    access: jobsAccess,
    tasks: countFailures([
      sendEmailTask(env),
      purgeUnattachedFilesTask,
      retentionTask,
      reconcilePaymentsTask,
      lapseReregistrationsTask,
      feederSyncTask,
      reconcileFeederTask,
    ]),
    jobsCollectionOverrides: jobsCollection,
  },
  // On the built config, so that the collections and globals Payload adds itself are covered too:
  // access to those, malformed ids and filters refused, version routes where no versions are kept.
}).then((built) => guardEveryCollection(answerMissingVersions(closePayloadInternals(built))))
