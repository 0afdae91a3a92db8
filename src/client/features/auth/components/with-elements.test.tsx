import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withElements } from './with-elements';

describe('withElements', () => {
  it('puts each element where its placeholder stands, whatever the order', () => {
    const text = 'Contact {support} or {signIn}.';
    const html = renderToStaticMarkup(<p>{withElements(text, { signIn: <a href="/sign-in" />, support: <b /> })}</p>);
    expect(html).toBe('<p>Contact <b></b> or <a href="/sign-in"></a>.</p>');
  });

  it('keeps a placeholder it has no element for as written', () => {
    const text = 'For {email}.';
    expect(renderToStaticMarkup(<>{withElements(text, {})}</>)).toBe('For {email}.');
  });
});
