import type { Payload } from 'payload'
import { STORE_CONTACT } from '@/collections/ContactMessages'
import { ALUMNI_CONTACT_CATEGORY } from './schema'
import type { ContactInput } from './schema'

export type SenderInfo = { ip: string | null; userAgent: string | null }

/**
 * Stores a message from the alumni contact form as the visitor (no user, access enforced): the
 * collection admits creates only from requests marked with STORE_CONTACT. Category 3,
 * status "baru", the sender's address and browser for staff.
 */
export async function storeContactMessage(
  payload: Payload,
  input: ContactInput,
  sender: SenderInfo,
) {
  const doc = await payload.create({
    collection: 'contact-messages',
    data: {
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      category: ALUMNI_CONTACT_CATEGORY,
      status: 'baru',
      ipAddress: sender.ip?.slice(0, 64) ?? null,
      userAgent: sender.userAgent?.slice(0, 300) ?? null,
    },
    overrideAccess: false,
    context: { [STORE_CONTACT]: true },
  })
  return { id: doc.id }
}
