import angkaTerbilang from '@develoka/angka-terbilang-js'

/**
 * A whole rupiah amount in Indonesian words, as a receipt writes it: "Tiga ratus ribu rupiah".
 * The library writes "milyar"; the standard spelling (KBBI) is "miliar".
 */
export function rupiahInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`Jumlah tidak dapat ditulis dengan huruf: ${amount}`)
  const words = angkaTerbilang(String(amount)).replace(/\bmilyar\b/g, 'miliar')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} rupiah`
}
