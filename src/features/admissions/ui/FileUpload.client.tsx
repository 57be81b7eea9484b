'use client'

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useRouter } from 'next/navigation'
// Types and small pure helpers only: the checks themselves run on the server.
import type { StoredFile } from '@/features/admissions/uploads/store'
import { uploadFormats } from '@/features/admissions/uploads/display'
import {
  isImageOnlyKind,
  UPLOAD_KIND_LABELS,
  type UploadKind,
} from '@/features/admissions/uploads/kinds'
import { MAX_UPLOAD_BYTES, REFUSALS } from '@/features/admissions/uploads/refusals'
import { StoredFileLink } from './StoredFileLink'

type Props = {
  kind: UploadKind
  /** The file stored now, if any. */
  current?: StoredFile | null
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; name: string }
  | { phase: 'done'; name: string }
  | { phase: 'error'; message: string }

const ENDPOINT = '/api/pendaftar/berkas'
const OFFLINE =
  'Berkas belum terunggah: koneksi terputus. Periksa koneksi internet Anda lalu coba lagi.'
const FAILED = 'Maaf, berkas belum dapat diunggah. Silakan coba lagi nanti.'

/**
 * One upload field of the applicant area. The file goes up as soon as it is chosen, with a
 * progress bar; the server's refusal is shown under the field and nothing else on the page
 * changes. After a success the page's server data is refreshed to show the new file.
 */
export function FileUpload({ kind, current }: Props) {
  const label = UPLOAD_KIND_LABELS[kind]
  const id = useId()
  const router = useRouter()
  const request = useRef<XMLHttpRequest | null>(null)
  const [state, setState] = useState<State>({ phase: 'idle' })
  const { accept, hint } = uploadFormats(isImageOnlyKind(kind))
  const uploading = state.phase === 'uploading'

  useEffect(() => () => request.current?.abort(), [])

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    // Same limits as the server, to spare a long wait for a file that will be refused anyway.
    if (file.size === 0 || file.size > MAX_UPLOAD_BYTES) {
      setState({
        phase: 'error',
        message: file.size === 0 ? REFUSALS.empty.message : REFUSALS.tooLarge.message,
      })
      input.value = ''
      return
    }
    const body = new FormData()
    body.append('kind', kind)
    body.append('file', file)
    const xhr = new XMLHttpRequest()
    request.current = xhr
    xhr.open('POST', ENDPOINT)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable)
        setState({
          phase: 'uploading',
          percent: Math.min(99, Math.round((e.loaded / e.total) * 100)),
          name: file.name,
        })
    }
    xhr.onload = () => {
      input.value = ''
      let answer: { ok?: boolean; message?: string } | null = null
      try {
        answer = JSON.parse(xhr.responseText) as { ok?: boolean; message?: string }
      } catch {
        answer = null
      }
      if (xhr.status === 200 && answer?.ok) {
        setState({ phase: 'done', name: file.name })
        router.refresh()
      } else {
        setState({ phase: 'error', message: answer?.message ?? FAILED })
      }
    }
    xhr.onerror = () => {
      input.value = ''
      setState({ phase: 'error', message: OFFLINE })
    }
    setState({ phase: 'uploading', percent: 0, name: file.name })
    xhr.send(body)
  }

  const error = state.phase === 'error'
  const describedBy = [`${id}-hint`, current ? `${id}-current` : '', `${id}-status`]
    .filter(Boolean)
    .join(' ')

  return (
    <div
      className="grid gap-2 rounded-xl border border-gray-300 bg-white p-4"
      data-testid={`upload-${kind}`}
      data-phase={state.phase}
    >
      <label htmlFor={`${id}-input`} className="font-semibold text-brand-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {current ? (
        <p id={`${id}-current`} className="text-sm" data-testid="current-file">
          Berkas saat ini:{' '}
          <StoredFileLink file={current} label={label} className="hover:text-brand-900" />
        </p>
      ) : null}
      <input
        id={`${id}-input`}
        type="file"
        name="file"
        accept={accept}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={upload}
        className={
          'block w-full text-sm text-ink file:mr-4 file:min-h-11 file:cursor-pointer ' +
          'file:rounded-lg file:border-0 file:bg-brand-800 file:px-4 file:font-semibold ' +
          'file:text-white hover:file:bg-brand-900 disabled:opacity-60'
        }
      />
      {uploading ? (
        <div
          role="progressbar"
          aria-label={`Kemajuan unggahan ${label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          className="h-2.5 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full bg-brand-700 transition-[width]"
            style={{ width: `${state.percent}%` }}
          />
        </div>
      ) : null}
      <p
        id={`${id}-status`}
        aria-live="polite"
        data-testid="upload-status"
        className={`text-sm ${error ? 'font-medium text-red-800' : 'text-muted'}`}
      >
        {state.phase === 'uploading'
          ? `Mengunggah ${state.name}… ${state.percent}%`
          : state.phase === 'done'
            ? `${state.name} berhasil diunggah.`
            : state.phase === 'error'
              ? state.message
              : current
                ? ''
                : 'Belum ada berkas yang diunggah.'}
      </p>
    </div>
  )
}
