import { useId } from 'react';
import { activeLanguage, LANGUAGES, type LanguageCode, saveLanguage, t } from '../i18n/i18n.ts';

/**
 * The language, chosen in the header on every page, signed in or not (issue 25, decision 042). The choice is kept
 * in this browser only and the page loads again in it, so that every text, the direction and the component
 * library's layout change together.
 */
export function LanguageSelect({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const id = useId();
  return (
    <div className="currency-select language-select">
      <label htmlFor={id}>{t('common.language.label')}</label>
      <select
        id={id}
        value={activeLanguage()}
        onChange={(event) => {
          saveLanguage(event.currentTarget.value as LanguageCode);
          reload();
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
