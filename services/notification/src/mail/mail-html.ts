import type { MailLanguage } from './mail-language';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/**
 * The HTML alternative of a plain-text email: the same words, a paragraph per blank-line block,
 * and a paragraph that is exactly one of `links` made a link.
 */
export function htmlOfText(text: string, language: MailLanguage, links: string[]): string {
  const paragraphs = text
    .split('\n\n')
    .map((paragraph) =>
      links.includes(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
    );
  return `<!doctype html>
<html lang="${language}">
<body style="font-family: sans-serif; line-height: 1.5">
${paragraphs.join('\n')}
</body>
</html>`;
}
