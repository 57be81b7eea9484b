declare module '@develoka/angka-terbilang-js' {
  /** The digits of a whole number in Indonesian words ("300000" → "tiga ratus ribu"). */
  export default function angkaTerbilang(digits: string): string
}
