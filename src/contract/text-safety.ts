// Text that no field rule is about but the database cannot store: PostgreSQL refuses the NUL
// character (U+0000) in text and JSON, and a lone UTF-16 surrogate has no UTF-8 form, so it is
// refused in JSON too. Both sides use these: the client's forms (through validation.ts) and the
// server, which checks every body, query string and path segment before a route reads them.
// No zod here, so the check costs nothing where no schema is built.

// A NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL character is this pattern's purpose
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character the database cannot store. */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path (as field names, e.g. ['data', 'profile', 'firstName']) of the first string or object
 * key in `value` that holds an unstorable character; null when there is none. Walks with its own
 * stack and parent links, so neither a deep value nor a long path costs more than linear time.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        // A bad key is named by the object that holds it: the key itself cannot be shown.
        if (hasUnstorableText(key)) return pathOf(visit);
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}
