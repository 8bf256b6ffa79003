type Props = {
  pager: { hasMore: boolean; loadingMore: boolean; loadMore: () => void };
  label: string;
  busyLabel: string;
  className: string;
};

// "Show more" under a list read by pages (see useCursorPages); gone once the last page is in.
export function LoadMoreButton({ pager, label, busyLabel, className }: Props) {
  if (!pager.hasMore) return null;
  return (
    <button
      type="button"
      className={`button button--secondary ${className}`}
      disabled={pager.loadingMore}
      onClick={pager.loadMore}
    >
      {pager.loadingMore ? busyLabel : label}
    </button>
  );
}
