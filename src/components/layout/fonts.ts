import localFont from 'next/font/local'

// Plus Jakarta Sans, shipped by @fontsource (no font download at build time here).
export const jakarta = localFont({
  src: '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  variable: '--font-jakarta',
  display: 'swap',
})
