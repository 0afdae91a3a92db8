import { ErrorBoundary } from './error-boundary';
import { UpdatePrompt } from './pwa/update-prompt';
import { AppRoutes } from './routes';

export function App() {
  return (
    <>
      <ErrorBoundary fullPage>
        <AppRoutes />
      </ErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
