import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardCmsRoute } from '@/lib/cms-route'
import { expectLoggedError } from '../helpers/logged-errors'
import { createStaff, freshPayload, sessionToken } from '../helpers/payload'

// Version lists read by staff: Payload names their hook operation `read`, as a document list's,
// so the query guard read `parent` as an unknown field and let any value through to the driver.

let payload: Payload
let asAdmin: HeadersInit

beforeAll(async () => {
  payload = await freshPayload()
  await createStaff(payload, 'admin')
  const token = await sessionToken(payload, 'users', 'admin@utb.test', 'Rahasia-Sekali-123')
  asAdmin = { Authorization: `JWT ${token}` }
})
afterAll(async () => {
  await payload?.destroy()
})

const get = async (url: string) => {
  const [{ REST_GET }, { default: config }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@/payload.config'),
  ])
  return guardCmsRoute(REST_GET(config))(
    new Request(`http://localhost:3000/api/cms/${url}`, { headers: asAdmin }),
    { params: Promise.resolve({ slug: url.split('?')[0]!.split('/') }) },
  )
}

const notAn = (key: string, value: string, noun = 'ID') =>
  `Filter "${key}": nilai "${value}" bukan ${noun} yang valid.`
const digits = '1'.repeat(13_000)
const letters = 'a'.repeat(13_000)

describe('filters of version lists as an admin', () => {
  it.each([
    [
      'student-organisations/versions?where[or][0][parent][like]=abc' +
        '&where[or][1][hasOwnProperty][equals]=1&sort=-toString',
      notAn('parent', 'abc'),
    ],
    [`programmes/versions?where[parent][equals]=${digits}`, notAn('parent', `${'1'.repeat(40)}…`)],
    [`programmes/versions?where[parent][like]=${letters}`, notAn('parent', `${'a'.repeat(40)}…`)],
    ['programmes/versions?where[parent][contains]=1e999', notAn('parent', '1e999')],
    ['programmes/versions?where[parent][not_in]=1,a', notAn('parent', '1,a')],
    ['news?where[id][like]=abc', notAn('id', 'abc')],
  ])('GET /api/cms/%s answers 400 with an Indonesian message', async (url, message) => {
    expectLoggedError(/APIError: Filter "/)
    const response = await get(url)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message }] })
  })

  it.each([
    'programmes/versions?where[parent][equals]=1&sort=-updatedAt',
    'programmes/versions?where[parent][like]=1',
    'programmes/versions?where[version.name][like]=Teknik&sort=-toString',
    'student-organisations/versions?where[hasOwnProperty][equals]=1',
    'news?where[title][like]=abc',
  ])('keeps GET /api/cms/%s working', async (url) => {
    expect((await get(url)).status).toBeLessThan(500)
  })
})
