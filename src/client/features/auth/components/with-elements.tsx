import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a link, an emphasised address): each "{name}"
 * left in `text` (t() keeps the placeholders it was given no value for) becomes `elements[name]`,
 * so a translation places the element wherever its grammar wants it.
 */
export function withElements(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{part in elements ? elements[part] : `{${part}}`}</Fragment>));
}
