import { useEffect } from 'react';
import { APP_NAME } from '../config/constants';

/** Sets the tab title to "<page> · Academia SST" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
