/** Cache tags shared by the readers (unstable_cache) and the Payload hooks that revalidate them. */
export const TAGS = {
  siteSettings: 'global:site-settings',
  topBar: 'global:top-bar',
  mainMenu: 'global:main-menu',
  footer: 'global:footer',
  loadingQuotes: 'global:loading-quotes',
  banners: 'collection:banners',
  supportContacts: 'collection:support-contacts',
  news: 'collection:news',
  newsCategories: 'collection:news-categories',
  programmes: 'collection:programmes',
  faqs: 'collection:faqs',
  careerPosts: 'collection:career-posts',
  pages: 'collection:pages',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]
