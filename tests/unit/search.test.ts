import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { searchParam } from '@/features/content-api/params'
import { matchPath } from '@/features/content-api/path'
import { overlayResult, pageResult } from '@/features/search/api'
import { menuEntries } from '@/features/search/corpus'
import {
  createIndex,
  fuzzyFor,
  parseSynonyms,
  queryUnits,
  runSearch,
  transpositions,
} from '@/features/search/engine'
import { lexicalText, searchDescription, stem } from '@/features/search/text'
import { emptySections } from '@/features/search/types'
import { mainMenu } from '@/seed/shell-content'
import { paragraphsToLexical } from '@/seed/richtext'

describe('search text', () => {
  it('stems Indonesian affixes to the same root', () => {
    expect(stem('pendaftaran')).toBe('daftar')
    expect(stem('mendaftar')).toBe('daftar')
    expect(stem('perkuliahan')).toBe('kuliah')
    expect(stem('pengembangan')).toBe('kembang')
    expect(stem('s1')).toBe('s1')
  })

  it('cuts descriptions to 150 characters of plain text', () => {
    const text = `<p>Halo&nbsp;<b>dunia</b></p>${'x'.repeat(300)}`
    expect(searchDescription(text)).toMatch(/^Halo dunia x+$/)
    expect(searchDescription(text)).toHaveLength(150)
    expect(lexicalText(paragraphsToLexical(['Satu.', 'Dua.']))).toBe('Satu. Dua.')
  })

  it('allows one typo only in words of five letters or more, and swapped letters', () => {
    expect(fuzzyFor('kuli')).toBe(false)
    expect(fuzzyFor('kuliah')).toBe(1)
    expect(transpositions('robotiak')).toContain('robotika')
    expect(transpositions('robo')).toEqual([])
  })
})

describe('search engine', () => {
  const docs = [
    { id: 'a', title: 'Biaya Pendidikan', lead: 'Rincian biaya per semester' },
    { id: 'b', title: 'Kalender Akademik', body: 'Jadwal perkuliahan semester genap' },
    { id: 'c', title: 'Pendaftaran Mahasiswa Baru', lead: 'Jalur reguler' },
  ]
  const index = createIndex(docs)
  const synonyms = parseSynonyms([
    { terms: 'biaya kuliah, biaya pendidikan, ukt' },
    { terms: 'tunggal' },
  ])
  const ids = (q: string) =>
    runSearch(index, queryUnits(q, synonyms), { limit: 10 }).hits.map((r) => r.id)

  it('ignores synonym rows with a single phrase', () => expect(synonyms).toHaveLength(1))
  it('matches synonyms, stems, typos and prefixes', () => {
    expect(ids('ukt')).toEqual(['a'])
    expect(ids('biaya kuliah')[0]).toBe('a')
    expect(ids('daftar')).toEqual(['c'])
    expect(ids('kuliah')).toEqual(['b'])
    expect(ids('kalendr')).toEqual(['b'])
    expect(ids('pendaf')).toEqual(['c'])
  })
  it('drops stop words and caps the number of words', () => {
    expect(ids('di mana pendaftaran')).toEqual(['c'])
    expect(queryUnits('a '.repeat(500), [])).toHaveLength(8)
  })
})

describe('search calls', () => {
  // The calls read `search={text}` with the content API's path template and param (calls/search.ts).
  const readTerm = (segment: string) => {
    const matched = matchPath(
      '/page-news/search-news/search={search}',
      `/page-news/search-news/${segment}`,
    )
    if (!matched.ok) return matched
    const parsed = z.object({ search: searchParam() }).safeParse(matched.values)
    return parsed.success
      ? { ok: true as const, term: parsed.data.search }
      : { ok: false as const, message: parsed.error.issues[0]!.message }
  }

  it('reads search={text} from the path, encoded or not', () => {
    expect(readTerm('search=biaya kuliah')).toEqual({ ok: true, term: 'biaya kuliah' })
    expect(readTerm('search=biaya%20kuliah')).toEqual({ ok: true, term: 'biaya kuliah' })
    expect(readTerm('search%3Dbiaya%20kuliah')).toEqual({ ok: true, term: 'biaya kuliah' })
    expect(readTerm('search=')).toEqual({ ok: true, term: '' })
    expect(readTerm('search=%0Aujian%09')).toEqual({ ok: true, term: 'ujian' })
  })

  it('refuses other shapes, broken encoding and huge terms with an Indonesian message', () => {
    expect(readTerm('search=%E0%A4%A')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/%-encoding/),
    })
    expect(readTerm(`search=${'a'.repeat(201)}`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/pencarian terlalu panjang/i),
    })
    expect(readTerm('cari=x')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/"cari" tidak dikenal/),
    })
    expect(readTerm('x')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/kunci=nilai/),
    })
  })

  it('builds page results with the nested menu pattern of §2', () => {
    const entries = menuEntries(mainMenu.items as never)
    const find = (name: string) => entries.find((e) => e.hit.title === name)!.hit
    expect(find('Beasiswa').href).toBe('/pendaftaran/beasiswa')
    expect(pageResult(find('Beasiswa'))).toEqual({
      menu_setting_name: 'Beasiswa',
      menu_setting_url: 'pendaftaran',
      dropdown_sub_menu: 'yes',
      menu_setting_sub: 'beasiswa',
      menu_setting_sub_sub: null,
      href: '/pendaftaran/beasiswa',
    })
    expect(find('Himpunan Mahasiswa Informatika').href).toBe(
      '/mahasiswa/organisasi-mahasiswa/himpunan-mahasiswa-informatika',
    )
    expect(find('S1 Teknik Elektro').href).toBe('/akademik/program-studi/teknik-elektro')
    expect(find('Profil').href).toBe('/ikatan-alumni#profil')
    expect(entries.every((e) => e.hit.href.startsWith('/'))).toBe(true)
  })

  it('shapes the overlay answer with every section', () => {
    expect(overlayResult('x', emptySections())).toEqual({
      search: 'x',
      halaman: [],
      berita: [],
      berita_length: 0,
      program_studi: [],
      karier: [],
      faq: [],
    })
  })
})
