import { notFound } from 'next/navigation';

// Any path under a locale that no page claims renders the localised not-found page with 404.
export default function UnknownPage() {
  notFound();
}
