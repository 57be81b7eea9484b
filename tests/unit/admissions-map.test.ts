import { DEFAULT_REFUND_RULE } from '@/features/admissions-info/fee'
import { DATA_REQUEST_KIND_LABELS } from '@/features/admissions/data-rights/requests'
import { describe, expect, it } from 'vitest'
import {
  toAdmissionsInfo,
  toApplicantApplication,
  toDataRequestView,
  toHistoryEntry,
} from '@/features/admissions/map'
import type {
  AdmissionsSetting,
  ApplicantFile,
  Application,
  ApplicationEvent,
  DataRequest,
  Programme,
} from '@/payload-types'

const application = (over: Partial<Application> = {}): Application =>
  ({
    id: 4,
    applicant: 7,
    track: 'magang',
    status: 'test_scheduled',
    period: '2026/2027',
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-09T02:00:00.000Z',
    paymentProof: 11,
    personal: {
      gender: 'female',
      birthDate: '2007-09-01T00:00:00.000Z',
      heightCm: 165,
      colourBlind: false,
    },
    programme: {
      category: 1,
      faculty: { id: 2 } as never,
      major: { id: 3, name: 'Teknik Informatika' } as Programme,
    },
    documents: { photo: { id: 12, filename: 'a.jpg' } as ApplicantFile, idCard: 13, diploma: null },
    test: { date: '2026-04-01T01:00:00.000Z', mode: 'offline', place: 'Aula' },
    ...over,
  }) as Application

describe('applicant area documents → props', () => {
  it('keeps plain values and turns relations into ids, at any depth', () => {
    const view = toApplicantApplication(application())
    expect(view).toMatchObject({
      id: 4,
      track: 'magang',
      status: 'test_scheduled',
      submittedAt: null,
      currentStep: 0,
      paymentProof: 11,
      paymentRejectionReason: '',
      programme: { category: 1, faculty: 2, major: 3 },
      majorName: 'Teknik Informatika',
      documents: { photo: 12, idCard: 13, diploma: null, skck: null },
      test: {
        date: '2026-04-01T01:00:00.000Z',
        mode: 'offline',
        place: 'Aula',
        onlineUrl: '',
        examNumber: '',
        notes: '',
      },
      refund: { status: 'none', paidAt: null },
    })
    expect(view.personal).toMatchObject({
      gender: 'female',
      heightCm: 165,
      colourBlind: false,
      hasSkck: null,
    })
  })

  it('has no test schedule before staff set a date, and no major name at depth 0', () => {
    const view = toApplicantApplication(
      application({ test: { place: 'Aula' }, programme: { major: 3 } }),
    )
    expect(view.test).toBeNull()
    expect(view.majorName).toBe('')
  })

  it('applies the defaults of a never-saved settings global once', () => {
    const info = toAdmissionsInfo({
      period: '2026/2027',
      referenceDate: '2026-09-01',
      reguler: { requirements: ['age', 'height', 'health'], panel: { title: '' } },
      magang: {
        requiresSkckDocument: true,
        panel: { title: 'Tahapan', steps: [{ title: 'Bayar', lines: [{ text: 'Transfer' }] }] },
      },
      jepang: { panel: { title: '' } },
    } as unknown as AdmissionsSetting)
    // The fee is never stated without its refund rule.
    expect(info.payment).toEqual({
      fee: 300000,
      bankAccounts: [],
      refundRule: DEFAULT_REFUND_RULE,
    })
    expect(info.ageHint).toBe('Usia 17–23 tahun pada 1 September 2026.')
    expect(info.minHeightCm).toBe(160)
    const lines = ['Usia 17–23 tahun', 'Tinggi badan minimal 160 cm', 'Sehat jasmani dan rohani']
    expect(info.tracks.reguler.requirementLines).toEqual(lines)
    const panel = { title: 'TAHAPAN PENDAFTARAN', infoTitle: 'Info dan Pertanyaan', link: null }
    expect(info.tracks.reguler.panel).toMatchObject(panel)
    const magang = {
      name: 'Jalur Magang',
      path: '/daftar/daftar-magang',
      requiresSkckDocument: true,
    }
    expect(info.tracks.magang).toMatchObject(magang)
    const steps = [{ key: '0', title: 'Bayar', lines: [{ key: '0', text: 'Transfer' }] }]
    expect(info.tracks.magang.panel.steps).toEqual(steps)
  })

  it('names who made a change and the state of a data request in words', () => {
    const at = '2026-03-09T02:00:00.000Z'
    const action = 'Status: Tes dijadwalkan'
    const event = { id: 1, action, actorType: 'staff', createdAt: at } as ApplicationEvent
    expect(toHistoryEntry(event)).toEqual({ id: 1, action, at, actor: 'Panitia', note: '' })
    const request = {
      id: 2,
      kind: 'correction',
      correctionField: 'Nama sekolah',
      correctionValue: 'SMA Negeri 3 Bandung',
      dueAt: '2026-03-12T02:00:00.000Z',
      status: 'in_progress',
      reason: 'Tidak jadi',
      createdAt: 'a',
      updatedAt: 'b',
    }
    expect(toDataRequestView(request as DataRequest)).toEqual({
      id: 2,
      kindLabel: DATA_REQUEST_KIND_LABELS.correction,
      correctionField: 'Nama sekolah',
      correctionValue: 'SMA Negeri 3 Bandung',
      dueAt: '2026-03-12T02:00:00.000Z',
      status: 'in_progress',
      statusLabel: 'Diproses',
      open: true,
      reason: 'Tidak jadi',
      staffNote: '',
      createdAt: 'a',
      updatedAt: 'b',
    })
  })
})
