// A bare root layout for the framework's own minimal page: the baseline that the first-load JS
// of the site's pages is measured against (tests/e2e/bundle.spec.ts). Its only page answers in test runs only.
export default function MinimalRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id">
      <body>{children}</body>
    </html>
  )
}
