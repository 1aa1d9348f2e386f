import { useLayoutEffect } from 'react';
import { APP_NAME } from '../config/constants';

/**
 * Sets the tab title to "<page> · Academia SST" while the page is shown. A layout effect, so the title changes in
 * the same commit as the page's heading: a screen reader announcing the new page never reads the old title.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
