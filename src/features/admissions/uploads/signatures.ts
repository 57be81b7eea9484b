/**
 * Structure checks for uploaded images. A polyglot is a file that is a valid image and at the
 * same time something else (a ZIP, a script, an HTML page) for whoever opens it another way.
 * Re-encoding drops such extras anyway; refusing them as well tells the applicant early and
 * keeps a hostile original from ever being stored.
 */

/** Bytes after the end of the image that are only padding (zeros or 0xFF), as some cameras write. */
const isPadding = (bytes: Uint8Array) => bytes.every((b) => b === 0x00 || b === 0xff)

export type Structure = { ok: true } | { ok: false; reason: 'truncated' | 'trailing' }

/**
 * Walks the JPEG segments to the EOI marker. Segment lengths are followed (an EXIF thumbnail
 * carries its own FFD9 inside APP1), entropy-coded data is scanned for the next real marker.
 */
export function jpegStructure(buf: Uint8Array): Structure {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8)
    return { ok: false, reason: 'truncated' }
  const at = (i: number) => buf[i] ?? -1
  let pos = 2
  while (pos < buf.length) {
    if (buf[pos] !== 0xff) return { ok: false, reason: 'truncated' }
    while (pos < buf.length && buf[pos] === 0xff) pos++ // fill bytes
    if (pos >= buf.length) break
    const marker = at(pos++)
    if (marker === 0xd9) {
      return isPadding(buf.subarray(pos)) ? { ok: true } : { ok: false, reason: 'trailing' }
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue // no length
    if (pos + 2 > buf.length) break
    const length = (at(pos) << 8) | at(pos + 1)
    if (length < 2) return { ok: false, reason: 'truncated' }
    pos += length
    if (marker === 0xda) {
      // Entropy-coded data ends at an 0xFF that is not stuffing (FF00) nor a restart marker.
      while (pos + 1 < buf.length) {
        if (buf[pos] === 0xff) {
          const next = at(pos + 1)
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break
        }
        pos++
      }
    }
  }
  return { ok: false, reason: 'truncated' }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Walks the PNG chunks to IEND; anything but padding after it is another file riding along. */
export function pngStructure(buf: Uint8Array): Structure {
  if (buf.length < 8 || PNG_SIGNATURE.some((b, i) => buf[i] !== b))
    return { ok: false, reason: 'truncated' }
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength)
  let pos = 8
  while (pos + 12 <= buf.length) {
    const length = view.getUint32(pos)
    const type = String.fromCharCode(...buf.subarray(pos + 4, pos + 8))
    const end = pos + 12 + length
    if (end > buf.length) return { ok: false, reason: 'truncated' }
    if (type === 'IEND')
      return isPadding(buf.subarray(end)) ? { ok: true } : { ok: false, reason: 'trailing' }
    pos = end
  }
  return { ok: false, reason: 'truncated' }
}

/**
 * A ZIP inside the file: a local file header (PK 03 04 with a plausible "version needed") or an
 * end-of-central-directory record (PK 05 06 on disk 0). The extra bytes keep random matches in
 * compressed image data out (about one in 10^12 per position instead of one in 4·10^9).
 */
export function containsZip(buf: Uint8Array): boolean {
  for (let i = buf.indexOf(0x50); i !== -1 && i + 8 <= buf.length; i = buf.indexOf(0x50, i + 1)) {
    const [, k, a, b, c, d, e, g] = buf.subarray(i, i + 8)
    if (k !== 0x4b) continue
    if (a === 0x03 && b === 0x04 && c! <= 63 && d === 0x00) return true
    if (a === 0x05 && b === 0x06 && c === 0 && d === 0 && e === 0 && g === 0) return true
  }
  return false
}

// Markup or script that a browser or interpreter would run if it ever took the file for text.
// Only tokens of five or more characters: shorter ones turn up by chance in compressed pixels.
const ACTIVE_TEXT = /<script|<\?php|<html|<iframe|<!doctype|<object|<embed|javascript:/i

/** Script or markup text inside an image (for example in a comment segment). */
export function containsActiveText(buf: Uint8Array): boolean {
  return ACTIVE_TEXT.test(
    Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('latin1'),
  )
}
