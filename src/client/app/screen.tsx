// The frame of one screen, shared by the route table's areas (routes.tsx, entry-area.tsx,
// app-area.tsx): its own error boundary and a spinner while its chunk loads.
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadingPanel, Spinner } from '../ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { markFirstScreenShown } from './first-screen';

/** Commits together with the screen's own content (not its spinner): the first screen is up. */
function ScreenShown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/** One screen: its own error boundary (cleared on navigation) and a spinner while its chunk loads. */
export function Screen({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<LoadingPanel />}>
        {children}
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}

export function LayoutFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size={40} />
    </div>
  );
}

/** A screen in a frame chosen by who is looking (the frames load lazily). */
export function Framed({ frame: Frame, children }: { frame: ComponentType<{ children: ReactNode }>; children: ReactNode }) {
  return (
    <Suspense fallback={<LayoutFallback />}>
      <Frame>
        <Screen>{children}</Screen>
      </Frame>
    </Suspense>
  );
}
