import { getTranslations } from 'next-intl/server';

// An unknown embed id: a clear message inside the partner's frame, not an error page.
export default async function EmbedNotFound() {
  const t = await getTranslations('MapEmbed');
  return (
    <div className="container page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
    </div>
  );
}
