/** The public page frame: skip link, header, main landmark, footer. */
import type { ReactNode } from 'react';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header>
        <a href="/">Connectia</a>
      </header>
      <main id="main">{children}</main>
      <footer>© 2024 Connectia</footer>
    </>
  );
}
