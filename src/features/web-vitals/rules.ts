import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals'
import { valuesOf } from '@/lib/vocabulary'

/**
 * What a web-vitals record may hold: the five metrics, the device classes, the navigation types
 * the library reports, the ratings. The collection, the endpoint, the reporter, the admin summary
 * and the seed all read these lists.
 */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type MetricName = (typeof METRICS)[number]

export const METRIC_LABELS: Record<MetricName, string> = {
  LCP: 'LCP (konten terbesar tampil)',
  INP: 'INP (tanggapan interaksi)',
  CLS: 'CLS (pergeseran tata letak)',
  FCP: 'FCP (konten pertama tampil)',
  TTFB: 'TTFB (byte pertama tiba)',
}

/** CLS has no unit; the others are milliseconds. */
export const metricUnit = (metric: MetricName) => (metric === 'CLS' ? '' : ' ms')

/** The largest value kept: ten minutes, or a CLS no real page reaches. Beyond is a broken report. */
export const METRIC_MAX: Record<MetricName, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
}

/** The library's own limits between good, needs improvement and poor. */
const THRESHOLDS: Record<MetricName, readonly number[]> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
}

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type Rating = (typeof RATINGS)[number]
export const RATING_LABELS: Record<Rating, string> = {
  good: 'Baik',
  'needs-improvement': 'Perlu perbaikan',
  poor: 'Buruk',
}

/** Rated on the server with the library's thresholds, so a record never contradicts its value. */
export function ratingOf(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric] as [number, number]
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good'
}

export const DEVICES = ['mobile', 'desktop'] as const
export type Device = (typeof DEVICES)[number]
export const DEVICE_LABELS: Record<Device, string> = { mobile: 'Ponsel', desktop: 'Desktop' }

export const NAVIGATION_LABELS = {
  navigate: 'Buka halaman',
  reload: 'Muat ulang',
  'back-forward': 'Kembali/maju',
  'back-forward-cache': 'Kembali/maju (cache)',
  prerender: 'Prarender',
  restore: 'Dipulihkan',
  'soft-navigation': 'Navigasi dalam situs',
}
export type NavigationType = keyof typeof NAVIGATION_LABELS
export const NAVIGATION_TYPES = valuesOf(NAVIGATION_LABELS)

export const WEB_VITALS_MESSAGES = {
  invalid: 'Data kecepatan halaman tidak valid.',
  metric: 'Nama metrik tidak dikenal (LCP, INP, CLS, FCP atau TTFB).',
  value: 'Nilai metrik harus angka 0 atau lebih, dalam batas wajar.',
  duplicate: 'Setiap metrik hanya boleh dikirim sekali per laporan.',
  device: 'Jenis perangkat harus mobile atau desktop.',
  navigation: 'Jenis navigasi tidak dikenal.',
  tooLarge: 'Laporan kecepatan halaman terlalu besar.',
  tooMany: 'Terlalu banyak laporan kecepatan halaman dari alamat ini. Coba lagi nanti.',
  noConsent: 'Tanpa izin analitik; tidak dicatat',
  recorded: 'Tercatat',
  ignored: 'Diabaikan',
} as const
