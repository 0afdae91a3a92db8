/** `make()` runs on the first call only, and every call returns what it made. */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
