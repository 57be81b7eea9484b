'use client'

import { Button } from '@payloadcms/ui'

/** New recovery codes, shown once: to copy or download before going on. */
export function RecoveryCodes({ codes, next }: { codes: string[]; next?: string }) {
  const text = codes.join('\n')
  const download = () => {
    const url = URL.createObjectURL(new Blob([text + '\n'], { type: 'text/plain' }))
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: 'kode-pemulihan-cms.txt',
    })
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <section aria-labelledby="recovery-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="recovery-title" style={{ margin: 0 }}>
        Kode pemulihan
      </h2>
      <p style={{ margin: 0 }}>
        Simpan kode ini di tempat aman. Setiap kode hanya dapat dipakai sekali bila Anda kehilangan
        ponsel atau passkey. Kode ini tidak akan ditampilkan lagi.
      </p>
      <ul data-testid="recovery-codes" style={{ fontFamily: 'monospace', fontSize: 16 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          buttonStyle="secondary"
          margin={false}
          onClick={() => navigator.clipboard?.writeText(text)}
        >
          Salin
        </Button>
        <Button buttonStyle="secondary" margin={false} onClick={download}>
          Unduh
        </Button>
        {next ? (
          <Button margin={false} el="anchor" url={next}>
            Saya sudah menyimpannya, lanjutkan
          </Button>
        ) : null}
      </div>
    </section>
  )
}
