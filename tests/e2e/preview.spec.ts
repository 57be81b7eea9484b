import { expect, test, type APIRequestContext } from './fixtures'
import { adminHeaders, adminSend, workerAdmin } from './admin-api'

const ARTICLE = '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai'

async function articleOf(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get(
    '/api/cms/news?where[slug][equals]=utb-resmikan-laboratorium-ai&depth=0',
    { headers },
  )
  return ((await res.json()) as { docs: { id: number; title: string }[] }).docs[0]!
}

test.describe('draft preview of a news article', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough')

  test('an editor sees the unpublished draft with a banner; visitors keep the published article', async ({
    browser,
    request,
  }) => {
    const headers = await adminHeaders(request)
    const article = await articleOf(request, headers)
    const draftTitle = `Draf pratinjau ${Date.now()}`
    const saved = await adminSend(request, 'patch', `/api/cms/news/${article.id}?draft=true`, {
      title: draftTitle,
    })
    expect(saved.ok()).toBe(true)
    try {
      // A visitor: the published title, never the draft.
      const visitorHtml = await (await request.get(ARTICLE)).text()
      expect(visitorHtml).toContain(article.title)
      expect(visitorHtml).not.toContain(draftTitle)

      // The preview link refuses anyone who is not signed in to the CMS.
      const anonymous = await request.get(`/api/preview/news?id=${article.id}`, {
        headers: {},
        maxRedirects: 0,
      })
      expect(anonymous.status()).toBe(401)
      expect(((await anonymous.json()) as { meta: { message: string } }).meta.message).toMatch(
        /Masuk ke CMS/,
      )

      // An editor signed in to the CMS opens the preview and lands on the article with the draft.
      const editor = await browser.newContext()
      const page = await editor.newPage()
      const login = await page.request.post('/api/cms/users/login', { data: workerAdmin() })
      expect(login.ok()).toBe(true)
      await page.goto(`/api/preview/news?id=${article.id}`)
      await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
      await expect(page.getByTestId('draft-banner')).toContainText('Pratinjau draf')
      // Leaving the preview shows the published article again.
      await page.getByRole('link', { name: 'Keluar dari pratinjau' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
      await editor.close()
    } finally {
      await adminSend(request, 'patch', `/api/cms/news/${article.id}?draft=true`, {
        title: article.title,
      })
    }
  })
})
