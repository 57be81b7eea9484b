import type { GlobalSlug, Payload } from 'payload'
import { bannerImage, socialImage } from './images'
import { bannerPages, footer, loadingQuotes, mainMenu, siteSettings, supportContacts, topBar } from './shell-content'

/**
 * Seeds the demo content once. Each piece is written only when it is missing, so a second run
 * changes nothing and never overwrites what staff have edited since.
 */
const context = { skipRevalidate: true }

async function seedGlobal(payload: Payload, slug: GlobalSlug, isEmpty: (doc: Record<string, unknown>) => boolean, data: object) {
  const doc = (await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })) as unknown as Record<string, unknown>
  if (!isEmpty(doc)) return false
  await payload.updateGlobal({ slug, data: data as never, overrideAccess: true, context })
  return true
}

async function uploadImage(payload: Payload, name: string, alt: string, data: Buffer, mimetype: string) {
  const existing = await payload.find({
    collection: 'media',
    where: { alt: { equals: alt } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
    context,
  })
  return doc.id
}

export async function seed(payload: Payload, log: (line: string) => void = console.log): Promise<string[]> {
  const done: string[] = []
  const isEmptyArray = (key: string) => (doc: Record<string, unknown>) => !Array.isArray(doc[key]) || doc[key].length === 0

  if (await seedGlobal(payload, 'site-settings', (d) => !d.collegeName, siteSettings)) done.push('pengaturan situs')
  if (await seedGlobal(payload, 'top-bar', isEmptyArray('social'), topBar)) done.push('top bar')
  if (await seedGlobal(payload, 'main-menu', isEmptyArray('items'), mainMenu)) done.push('menu utama')
  if (await seedGlobal(payload, 'loading-quotes', isEmptyArray('quotes'), loadingQuotes)) done.push('kutipan pemuatan')

  const footerDoc = (await payload.findGlobal({ slug: 'footer', overrideAccess: true, depth: 0 })) as { contact?: { items?: unknown[] | null } }
  if (!footerDoc.contact?.items?.length) {
    const items = await Promise.all(
      footer.socialMedia!.items!.map(async (item) => ({
        ...item,
        image: await uploadImage(payload, `sosial-${item.icon}.png`, `Logo ${item.name}`, await socialImage(item.icon), 'image/png'),
      })),
    )
    await payload.updateGlobal({
      slug: 'footer',
      data: { ...footer, socialMedia: { ...footer.socialMedia, items } },
      overrideAccess: true,
      context,
    })
    done.push('footer')
  }

  for (const contact of supportContacts) {
    const found = await payload.count({ collection: 'support-contacts', where: { phone: { equals: contact.phone } }, overrideAccess: true })
    if (found.totalDocs === 0) {
      await payload.create({ collection: 'support-contacts', data: contact, overrideAccess: true, context })
      done.push(`kontak ${contact.title}`)
    }
  }

  for (const page of bannerPages) {
    const found = await payload.count({ collection: 'banners', where: { bannerUrl: { equals: page } }, overrideAccess: true })
    if (found.totalDocs > 0) continue
    const image = await uploadImage(payload, `banner-${page}.jpg`, `Suasana kampus Universitas Teknologi Bandung (${page.replace(/-/g, ' ')})`, await bannerImage(page), 'image/jpeg')
    await payload.create({ collection: 'banners', data: { bannerUrl: page, image }, overrideAccess: true, context })
    done.push(`banner ${page}`)
  }

  log(done.length ? `Konten demo diisi: ${done.join(', ')}.` : 'Konten demo sudah ada; tidak ada yang diubah.')
  return done
}
