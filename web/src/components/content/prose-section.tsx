export function ProseSection({ title, body }: { title: string; body: string }) {
  return (
    <section className="prose-section">
      <h2>{title}</h2>
      <p>{body}</p>
    </section>
  );
}
