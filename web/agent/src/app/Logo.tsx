import { t } from '../i18n/i18n.ts';

/** The TripSetu mark (a bridge, 'setu', over the horizon) drawn inline, with the portal's name. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 64 64" width="34" height="34" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#08746e" />
        <path d="M10 42 Q32 14 54 42" fill="none" stroke="#f6a623" strokeWidth="6" strokeLinecap="round" />
        <path d="M10 46h44" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="logo-words">
        <span className="logo-name">{t('common.brandName')}</span>{' '}
        <span className="logo-tag">{t('common.brandTag')}</span>
      </span>
    </span>
  );
}
