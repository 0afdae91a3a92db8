// A message whose placeholders are elements (a link, a highlighted word), so a translation can put
// them where its grammar wants them: "I agree to the {privacy} and the {terms}".
import { Fragment, type ReactNode } from 'react';

export function RichText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  // split() with a capturing group keeps the placeholder names at the odd indexes.
  const pieces = text.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
