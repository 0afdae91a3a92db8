// Whether a new version of the app waits to take over (set by service-worker-registration.ts, read by
// the update prompt). Its own small module: the registration, with workbox-window, and the prompt
// load only after the first screen, the registration once the page is idle and the prompt once a new
// version waits.

type Listener = () => void;

export interface UpdateState {
  /** Activates the waiting worker and reloads once it controls the page; null while none waits. */
  readonly applyUpdate: (() => void) | null;
}

let state: UpdateState = { applyUpdate: null };
const listeners = new Set<Listener>();

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeUpdateState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setUpdateState(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}
