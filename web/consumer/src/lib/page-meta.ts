import { BRAND_NAME, DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_KEYWORDS } from '@tripsetu/domain/constants.ts';
import { useEffect } from 'react';

function setMeta(name: string, content: string) {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Page title, description and keywords; the brand name and 'Holiday Packages' by default (§1). */
export function usePageMeta(title?: string, description = DEFAULT_PAGE_DESCRIPTION, keywords = DEFAULT_PAGE_KEYWORDS) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
