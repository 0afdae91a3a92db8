import { ErrorBoundary } from './error-boundary';
import { UpdateSlot } from './pwa/update-slot';
import { AppRoutes } from './routes';

export function App() {
  return (
    <>
      <ErrorBoundary fullPage>
        <AppRoutes />
      </ErrorBoundary>
      <UpdateSlot />
    </>
  );
}
