'use client';

import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';

// Last resort when the root layout itself failed: no locale, messages or providers exist at this
// point, so this one screen is in English and offers a full reload.
export default function GlobalError() {
  return (
    <html lang="en-US">
      <body>
        <main className="container error-page">
          <h1>Internal Server Error</h1>
          <p>Something failed on our side. Please reload the page in a moment.</p>
          <a className="button" href="/">
            Reload
          </a>
        </main>
      </body>
    </html>
  );
}
