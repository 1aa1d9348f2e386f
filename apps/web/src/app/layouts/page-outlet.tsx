import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorFallback } from '../../components/error-fallback';
import { LoadingScreen } from '../../components/loading-screen';

/**
 * Where a layout shows its page. The error boundary keeps the header and menu usable when a page fails (or its
 * chunk does not arrive); keying both on the path clears the error and shows the loader on the next page.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorFallback error={error} />}>
      <Suspense key={pathname} fallback={<LoadingScreen fullScreen={false} />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
