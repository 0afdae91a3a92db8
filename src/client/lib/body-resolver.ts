// Checks a form with the contract's schema of the body it sends, when the form's values are not
// that body as they stand: a number typed as text, dollars for cents, or what the screen adds (the
// order's version, the project). The body is built from the values as the form would send it and
// checked as the server will check it; its field names are the form's, so every message lands on
// its field, and the submit handler receives the checked body.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export function bodyResolver<Values extends FieldValues, Body>(
  schema: ZodType<Body>,
  bodyOf: (values: Values) => unknown,
): Resolver<Values, unknown, Body> {
  // Typed over the form's values, though it reads the body: the values are mapped before it runs.
  const check = zodResolver(schema as ZodType<Body, FieldValues>) as unknown as Resolver<Values, unknown, Body>;
  return (values, context, options) => check(bodyOf(values) as Values, context, options);
}
