import '@/styles/api-docs.css'

// The API reference's own root layout: a plain, fast document without the site's shell.
export default function ApiDocsRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id">
      <body>{children}</body>
    </html>
  )
}
