// Renders its children only once its place on the page comes near the screen (IntersectionObserver),
// so a heavy part below the first screen (a lazy chunk and its requests) waits until it is wanted
// and never adds to what the first screen loads.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNear({ children, className, ...data }: { children: ReactNode; className?: string } & Record<`data-${string}`, string>) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className={className} {...data}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : <div className="h-24" aria-hidden="true" />}
    </div>
  );
}
