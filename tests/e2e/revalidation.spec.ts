import { adminHeaders } from './admin-api'
import { expect, test } from './fixtures'

// A CMS edit reaches the cached public pages without a rebuild (Payload hook → cache tag).
test('an edit to the site settings appears on the public page within seconds', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one run is enough')
  const headers = await adminHeaders(request)
  const original = (await (
    await request.get('/api/cms/globals/site-settings', { headers })
  ).json()) as { phone: string }
  const phone = `(022) ${Date.now().toString().slice(-7)}`
  try {
    const update = await request.post('/api/cms/globals/site-settings', {
      headers,
      data: { phone },
    })
    expect(update.ok()).toBe(true)
    await expect
      .poll(
        async () => (await (await request.get('/tentang-utb/visi-misi')).text()).includes(phone),
        { timeout: 10_000 },
      )
      .toBe(true)
  } finally {
    await request.post('/api/cms/globals/site-settings', {
      headers,
      data: { phone: original.phone },
    })
  }
})

test('anonymous visitors cannot change the site settings through the CMS API', async ({
  request,
}) => {
  const response = await request.post('/api/cms/globals/site-settings', { data: { phone: '000' } })
  expect(response.status()).toBe(403)
})
