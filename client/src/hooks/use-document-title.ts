import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants';

/** Sets the tab title to "<page> · Skillweave" so history, tabs and screen readers name the page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
