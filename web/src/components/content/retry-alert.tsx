// A load that failed, said in one live alert with the way to ask again.
export function RetryAlert({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{title}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
