import { useEffect } from 'react';
import { t } from '../i18n/i18n.ts';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = t('common.pageTitle', { title });
  }, [title]);
}
