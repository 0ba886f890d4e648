/** The TripSetu mark: a bridge ('setu') over the horizon, drawn inline so no image host is needed. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 64 64" width="34" height="34" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#08746e" />
        <path d="M10 42 Q32 14 54 42" fill="none" stroke="#f6a623" strokeWidth="6" strokeLinecap="round" />
        <path d="M10 46h44" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="logo-text">
        Trip<span>Setu</span>
      </span>
    </span>
  );
}
