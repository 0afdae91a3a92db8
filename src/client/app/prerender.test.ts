import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, prerenderScreen, withPrerenderedRoot } from './prerender';

const INDEX_HTML = `<!doctype html><html><body><div id="root">
      <p class="x">Loading…</p>
    </div><noscript><div>Needs JavaScript</div></noscript><script type="module" src="/assets/index.js"></script></body></html>`;

describe('prerendered screens', () => {
  it.each(['/sign-in', '/log-in'])('%s renders the sign-in screen itself, not its spinner', async (path) => {
    const markup = await prerenderScreen(path);
    expect(markup).toContain('<h1');
    expect(markup).toContain('Sign in</h1>');
    expect(markup).toContain('Welcome back. Use your work email and password.');
    expect(markup).toMatch(/<input[^>]*name="email"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    expect(markup).toContain('href="/forgot-password"');
    expect(markup).not.toContain('role="status"');
  });

  it('puts the markup in place of the placeholder, inside an inert wrapper, and leaves the rest of the page', () => {
    const page = withPrerenderedRoot(INDEX_HTML, '<main><h1>Sign in</h1></main>');
    expect(page).toContain(`<div id="root"><div inert ${PRERENDERED_ATTRIBUTE}><main><h1>Sign in</h1></main></div></div>`);
    expect(page).not.toContain('Loading…');
    expect(page).toContain('<noscript><div>Needs JavaScript</div></noscript><script type="module" src="/assets/index.js"></script>');
  });

  it('keeps markup with $ patterns as it is', () => {
    expect(withPrerenderedRoot(INDEX_HTML, '<p>$& $1 $$</p>')).toContain('<p>$& $1 $$</p>');
  });

  it('refuses a page with no root to fill', () => {
    expect(() => withPrerenderedRoot('<html><body></body></html>', '<p>x</p>')).toThrow(/no <div id="root">/);
  });
});
