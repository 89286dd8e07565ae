import type { ReactNode } from 'react'

export const metadata = { title: 'profile-context · AI SDK chat route' }

/** The root layout every Next.js App Router app needs. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
