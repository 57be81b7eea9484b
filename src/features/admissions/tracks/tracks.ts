/** The three registration tracks (Reguler, Magang, Jepang) and their public routes. */
export const TRACKS = ['reguler', 'magang', 'jepang'] as const
export type Track = (typeof TRACKS)[number]

export const TRACK_NAMES: Record<Track, string> = {
  reguler: 'Jalur Reguler',
  magang: 'Jalur Magang',
  jepang: 'Jalur Jepang',
}

export const TRACK_PATHS: Record<Track, string> = {
  reguler: '/daftar/daftar-reguler',
  magang: '/daftar/daftar-magang',
  jepang: '/daftar/daftar-jepang',
}

export const TRACK_OPTIONS = TRACKS.map((value) => ({ label: TRACK_NAMES[value], value }))

export const isTrack = (value: unknown): value is Track =>
  typeof value === 'string' && (TRACKS as readonly string[]).includes(value)
