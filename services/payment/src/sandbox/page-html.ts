import type { InterfaceLanguage } from '@moorline/contracts';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { pageCopy } from './page-copy';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

export function formatMoney(amountMinor: number, currency: string, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);
}

const styles = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef3f6;color:#10212b}
  main{max-width:28rem;margin:0 auto;padding:1rem}
  .notice{background:#fff3c4;border:1px solid #e0c060;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
  .card{background:#fff;border-radius:.75rem;padding:1.25rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
  h1{font-size:1.25rem;margin:0 0 .5rem}
  .amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
  label{display:block;font-weight:600;margin-top:.75rem}
  input[type=text]{width:100%;padding:.625rem;border:1px solid #9fb3bf;border-radius:.375rem;font:inherit}
  .invalid input{border-color:#b3261e}
  .error{color:#b3261e;font-size:.875rem;margin:.25rem 0 0}
  button{width:100%;margin-top:1.25rem;padding:.75rem;border:0;border-radius:.5rem;background:#0b5c7a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  button.secondary{background:#fff;color:#0b5c7a;border:1px solid #0b5c7a}
  a{color:#0b5c7a}
  .links{margin-top:1rem;text-align:center}
  .hint{font-size:.875rem;color:#43545e}
  .hint code{font-size:.8125rem}
  .check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
  .deadline{font-weight:600;margin:0 0 .5rem}
  .deadline [role=timer]{font-variant-numeric:tabular-nums}
`;

/**
 * The checkout's live countdown (issue 28 item 2), as the booking pages count the hold down:
 * every second it rewrites the time left; at zero it says the time is up and the pay button
 * stops. The page is correct without it: the server writes the time left when it renders and
 * refuses a card after the deadline. One fixed script, allowed by its hash and nothing else.
 */
const countdownScript = `(function () {
  var timer = document.getElementById('time-left');
  if (!timer) return;
  var box = timer.parentElement;
  var end = Date.parse(box.getAttribute('data-expires-at'));
  function tick() {
    var left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    timer.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    timer.setAttribute('data-seconds', String(left));
    if (left > 0) return void setTimeout(tick, 1000);
    box.textContent = box.getAttribute('data-time-up');
    box.setAttribute('role', 'alert');
    var pay = document.querySelector('form button[type=submit]');
    if (pay) pay.disabled = true;
  }
  tick();
})();`;

const countdownScriptHash = `'sha256-${createHash('sha256').update(countdownScript).digest('base64')}'`;

/** Minutes and seconds, as the countdown writes them: 2:41. */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A whole sandbox page: the sandbox notice on top, nothing loaded from elsewhere. */
export function sandboxPage(language: InterfaceLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Moorline Sandbox</title>
<style>${styles}</style>
</head>
<body><main>
<p class="notice" role="note"><strong>Moorline Sandbox</strong> · ${escapeHtml(pageCopy[language].sandboxNotice)}</p>
${body}
</main><script>${countdownScript}</script></body>
</html>`;
}

/** A text field of a form, marked and explained when it was refused. */
export function textField(
  name: string,
  label: string,
  options: { value?: string; invalid?: boolean; autocomplete?: string; inputmode?: string; error: string },
): string {
  const id = `field-${name}`;
  const attributes = [
    `id="${id}"`,
    `name="${name}"`,
    'type="text"',
    'required',
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.invalid ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ].filter(Boolean);
  return `<div${options.invalid ? ' class="invalid"' : ''}>
<label for="${id}">${escapeHtml(label)}</label>
<input ${attributes.join(' ')}>
${options.invalid ? `<p class="error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

/** Sends a page: never cached, never framed, nothing but its own inline styles and countdown. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src ${countdownScriptHash}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}
