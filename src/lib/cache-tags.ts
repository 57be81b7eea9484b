/** Cache tags shared by the readers (unstable_cache) and the Payload hooks that revalidate them. */
export const TAGS = {
  siteSettings: 'global:site-settings',
  topBar: 'global:top-bar',
  mainMenu: 'global:main-menu',
  footer: 'global:footer',
  loadingQuotes: 'global:loading-quotes',
  homePage: 'global:home-page',
  alumniPage: 'global:alumni-page',
  admissionsSettings: 'global:admissions-settings',
  searchSettings: 'global:search-settings',
  privacyNotice: 'global:privacy-notice',
  banners: 'collection:banners',
  supportContacts: 'collection:support-contacts',
  news: 'collection:news',
  newsCategories: 'collection:news-categories',
  programmes: 'collection:programmes',
  faqs: 'collection:faqs',
  careerPosts: 'collection:career-posts',
  pages: 'collection:pages',
  galleries: 'collection:galleries',
  testimonials: 'collection:testimonials',
  studentOrganisations: 'collection:student-organisations',
  academicEvents: 'collection:academic-events',
  scholarships: 'collection:scholarships',
  tuitionFees: 'collection:tuition-fees',
  selectionSchedules: 'collection:selection-schedules',
  documents: 'collection:documents',
  communityServiceLinks: 'collection:community-service-links',
  management: 'collection:management',
  partners: 'collection:partners',
  services: 'collection:services',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

/**
 * Tags whose cached reads embed media (image URLs, alt texts, sizes): a media upload, edit or
 * delete expires all of them.
 */
export const MEDIA_TAGS: CacheTag[] = [
  TAGS.footer,
  TAGS.banners,
  TAGS.homePage,
  TAGS.alumniPage,
  TAGS.news,
  TAGS.programmes,
  TAGS.careerPosts,
  TAGS.pages,
  TAGS.galleries,
  TAGS.testimonials,
  TAGS.studentOrganisations,
  TAGS.scholarships,
  TAGS.management,
  TAGS.partners,
  TAGS.services,
]
