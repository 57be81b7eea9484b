/** Demo synonym groups for the site search; editors maintain them under Tampilan Situs → Pencarian. */
export const searchSynonyms = {
  synonyms: [
    { terms: 'biaya kuliah, biaya pendidikan, uang kuliah, ukt' },
    { terms: 'pendaftaran, pmb, penerimaan mahasiswa baru' },
    { terms: 'lowongan kerja, loker, lowongan' },
    { terms: 'beasiswa, bantuan biaya' },
    { terms: 'kerja sama, kerjasama, kemitraan' },
    { terms: 'lokasi kampus, alamat kampus, peta kampus' },
    { terms: 'asrama, kos, tempat tinggal' },
  ],
}
