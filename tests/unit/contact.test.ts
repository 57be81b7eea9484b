import { describe, expect, it } from 'vitest'
import { BodyTooLarge, readCappedText } from '@/lib/capped-body'
import { MAX_BODY_BYTES, parseContactBody } from '@/features/contact/schema'

const valid = {
  name: 'Rina Kartika',
  email: 'rina@contoh.id',
  phone: '0812 3456 7890',
  message: 'Saya ingin memperbarui data alumni saya.',
}
const json = (value: unknown) => parseContactBody(JSON.stringify(value), 'application/json')

describe('contact form validation', () => {
  it('accepts a complete message and trims it', () => {
    const result = json({ ...valid, name: '  Rina Kartika  ' })
    expect(result).toEqual({ ok: true, honeypot: false, data: valid })
  })

  it('names every problem per field in Indonesian', () => {
    const result = json({ name: 'R', email: 'rina@', phone: '12ab', message: 'Halo' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toBe('Periksa kembali isian formulir.')
    expect(result.errors).toEqual({
      name: 'Nama minimal 2 huruf.',
      email: 'Format email tidak valid, contoh: nama@contoh.com.',
      phone: 'Nomor HP hanya boleh berisi angka, spasi, tanda +, - atau tanda kurung.',
      message: 'Pesan minimal 10 karakter.',
    })
  })

  it('says a missing or blank field is required, and a wrong type is not text', () => {
    const result = json({ name: '   ', phone: 812345678, message: null })
    if (result.ok) throw new Error('expected errors')
    expect(result.errors).toEqual({
      name: 'Nama wajib diisi.',
      email: 'Email wajib diisi.',
      phone: 'Nomor HP harus berupa teks.',
      message: 'Pesan wajib diisi.',
    })
  })

  it('checks the number of digits of a phone number and the longest message', () => {
    const short = json({ ...valid, phone: '0812-34' })
    const long = json({ ...valid, message: 'a'.repeat(2001) })
    expect(!short.ok && short.errors.phone).toBe('Nomor HP harus terdiri dari 8–15 angka.')
    expect(!long.ok && long.errors.message).toBe('Pesan maksimal 2000 karakter.')
    expect(json({ ...valid, phone: '+62 (22) 8730-1122' }).ok).toBe(true)
  })

  it('refuses malformed JSON and bodies that are not an object, with a message', () => {
    for (const body of ['{"name":', 'null', '[1,2]', '"teks"', '']) {
      const result = parseContactBody(body, 'application/json')
      expect(result.ok, body).toBe(false)
      expect(!result.ok && result.message).toMatch(/^Data formulir /)
    }
  })

  it('recognises a filled honeypot before anything else', () => {
    expect(json({ website: 'http://spam.example' })).toEqual({
      ok: true,
      honeypot: true,
      data: null,
    })
    expect(json({ ...valid, website: '' })).toMatchObject({ ok: true, honeypot: false })
  })

  it('reads a form-encoded body (the form without JavaScript)', () => {
    const body = new URLSearchParams({ ...valid, website: '' }).toString()
    expect(
      parseContactBody(body, 'application/x-www-form-urlencoded; charset=UTF-8'),
    ).toMatchObject({ ok: true, honeypot: false, data: valid })
  })
})

describe('capped body reader', () => {
  const post = (body: string, declared?: number) =>
    new Request('http://x/api', {
      method: 'POST',
      body,
      headers: declared === undefined ? {} : { 'content-length': String(declared) },
    })

  it('returns the text of a small body', async () => {
    await expect(readCappedText(post('{"a":1}'), MAX_BODY_BYTES)).resolves.toBe('{"a":1}')
  })

  it('stops at the limit, whatever the declared length', async () => {
    await expect(
      readCappedText(post('x'.repeat(MAX_BODY_BYTES + 1)), MAX_BODY_BYTES),
    ).rejects.toBeInstanceOf(BodyTooLarge)
    await expect(
      readCappedText(post('x', 10 * MAX_BODY_BYTES), MAX_BODY_BYTES),
    ).rejects.toBeInstanceOf(BodyTooLarge)
  })
})

describe('the §3 contact payload (POST /api/contact/store from the original front end)', () => {
  const wire = {
    contact_name: 'Rina Alumni',
    contact_email: 'rina@contoh.id',
    contact_handphone: '0812 3456 7890',
    contact_description: 'Saya ingin bergabung dengan ikatan alumni.',
    category_contact_id: 3,
    contact_ip_address: '203.0.113.9',
  }

  it('is the same form under other names; the IP in the body is never read', () => {
    const result = json(wire)
    expect(result).toEqual({
      ok: true,
      honeypot: false,
      data: {
        name: 'Rina Alumni',
        email: 'rina@contoh.id',
        phone: '0812 3456 7890',
        message: 'Saya ingin bergabung dengan ikatan alumni.',
      },
    })
  })

  it('answers field messages under the names the client sent', () => {
    const result = json({ ...wire, contact_email: 'bukan-email', contact_description: 'pendek' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['contact_description', 'contact_email'])
    expect(result.errors.contact_email).toBe('Format email tidak valid, contoh: nama@contoh.com.')
  })

  it('refuses another contact category', () => {
    const result = json({ ...wire, category_contact_id: 7 })
    expect(result).toMatchObject({
      ok: false,
      errors: { category_contact_id: 'category_contact_id harus 3 (kontak alumni).' },
    })
  })
})
