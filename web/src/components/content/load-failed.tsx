/** A list or form that could not be read: says so, and offers to ask again. */
export function LoadFailed({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">{title}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
