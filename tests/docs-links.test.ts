// The repository stands on its own (docs/architecture.md §10): every Markdown link and every
// backticked repository path in the README and docs/ (and the other Markdown notes) resolves to a
// file in this repository, and every section a code comment cites ("spec §N", "docs/x.md §N")
// exists. Nothing may point at a design kept outside the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = 'tests/docs-links.test.ts';
/** Never part of the repository's own files: dependencies, git, and what builds and runs write. */
const SKIPPED_ANYWHERE = new Set(['node_modules', '.git']);
const SKIPPED_AT_TOP = new Set(['dist', 'data', 'test-results', 'playwright-report', 'coverage']);

/** Every file and directory (directories end in "/"), relative to the root, with "/" separators. */
function listEntries(dir = '', out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED_ANYWHERE.has(entry.name) || (dir === '' && SKIPPED_AT_TOP.has(entry.name))) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.push(`${rel}/`);
      listEntries(rel, out);
    } else out.push(rel);
  }
  return out;
}

const entries = listEntries();
const entrySet = new Set(entries);
const topLevel = new Set(entries.filter((e) => !e.slice(0, -1).includes('/')).map((e) => e.replace(/\/$/, '')));
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

function exists(rel: string): boolean {
  if (rel.includes('*') || rel.includes('{')) {
    const source = rel
      .replace(/\/$/, '')
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      // ** crosses folders, * does not.
      .replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'))
      .replace(/\{([^}]*)\}/g, (_, list: string) => `(?:${list.split(',').join('|')})`);
    const pattern = new RegExp(`^${source}/?$`);
    return entries.some((entry) => pattern.test(entry));
  }
  return rel.endsWith('/') ? entrySet.has(rel) : entrySet.has(rel) || entrySet.has(`${rel}/`);
}

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_~]/g, (c) => (c === '_' ? c : ''));
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The text with fenced code blocks blanked out (their lines kept, so line numbers stay right). */
function withoutFences(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** Names of places outside the repository: /work and the shared folder beside it. */
const OUTSIDE_NAMES = /(^|[^\w.-])\/work(\/|$)|(^|[^\w.-])shared\//;
/** A backticked path is read from the root, so a parent directory is outside too. */
const OUTSIDE = new RegExp(`(^|[\\s"'(=:])\\.\\./|${OUTSIDE_NAMES.source}`);

/** The problems of one Markdown file at `file` (relative to the root), one line each. */
function checkMarkdown(file: string, markdown: string): string[] {
  const problems: string[] = [];
  const lines = withoutFences(markdown).split('\n');
  const ownAnchors = anchorsOf(markdown);
  const dir = path.posix.dirname(file);

  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const links = [
      ...[...line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]!),
    ];
    for (const target of links) {
      if (/^(https?|mailto):/i.test(target)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        problems.push(`${where}: link ${target} is neither a repository file nor a web address`);
        continue;
      }
      const [rawPath = '', fragment] = target.split('#', 2) as [string, string | undefined];
      const linked = decodeURIComponent(rawPath);
      if (linked === '') {
        if (fragment !== undefined && !ownAnchors.has(fragment)) problems.push(`${where}: no heading for #${fragment}`);
        continue;
      }
      const resolved = path.posix.normalize(path.posix.join(dir, linked));
      // A link is read from its own file's folder: ../README.md from docs/ is inside.
      if (OUTSIDE_NAMES.test(linked) || linked.startsWith('/') || resolved === '..' || resolved.startsWith('../')) {
        problems.push(`${where}: link ${target} points outside the repository`);
      } else if (!exists(resolved)) {
        problems.push(`${where}: link ${target} names a file that does not exist (${resolved})`);
      } else if (fragment !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(fragment)) {
        problems.push(`${where}: link ${target}: ${resolved} has no heading for #${fragment}`);
      }
    }

    for (const match of line.replace(/!?\[[^\]]*\]\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)) {
      const span = match[1]!.trim();
      if (OUTSIDE.test(span)) {
        problems.push(`${where}: \`${span}\` points outside the repository`);
        continue;
      }
      // A repository path: one word whose first segment is a top-level entry. "<area>" is a placeholder.
      if (/\s|</.test(span)) continue;
      if (topLevel.has(span.split('/')[0]!)) {
        if (!exists(span)) problems.push(`${where}: \`${span}\` names a file that does not exist`);
      } else if (/\.md$/i.test(span) && !exists(span) && !exists(path.posix.join(dir, span))) {
        // A note named by itself (`ARCHITECTURE.md`) must be one of ours, from the root or beside this file.
        problems.push(`${where}: \`${span}\` names a note that is not in the repository`);
      }
    }
  });
  return problems;
}

/** Where the sections a comment cites live: "spec §N" is product.md's section N. */
function sectionsOf(doc: string): Set<string> {
  return new Set([...read(doc).matchAll(/^## (\d+)\./gm)].map((m) => m[1]!));
}

/** The problems of the citations in one source or note file. */
function checkCitations(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (/\bARCHITECTURE\b|portal-spec\.md|\/work\/shared|\.\.\/shared\//.test(line)) {
      problems.push(`${where}: cites a design document outside the repository: ${line.trim()}`);
    }
    for (const match of line.matchAll(/\bdocs\/([\w.-]+\.md)(?:\s*§\s*(\d+))?/g)) {
      const doc = `docs/${match[1]!}`;
      if (!entrySet.has(doc)) problems.push(`${where}: ${doc} does not exist`);
      else if (match[2] && !sectionsOf(doc).has(match[2])) problems.push(`${where}: ${doc} has no section ${match[2]}`);
    }
    for (const match of line.matchAll(/\bspec §(\d+)/g)) {
      if (!sectionsOf('docs/product.md').has(match[1]!)) problems.push(`${where}: docs/product.md has no section ${match[1]}`);
    }
  });
  return problems;
}

const markdownFiles = entries.filter((e) => e.endsWith('.md'));
const citingFiles = entries.filter((e) => /\.(ts|tsx|js|mjs|cjs|css|html|md)$/.test(e) && e !== SELF);

describe('the repository stands on its own', () => {
  it('reads the README and every note in docs/', () => {
    expect(markdownFiles).toContain('README.md');
    for (const doc of ['product', 'architecture', 'decisions', 'data-model', 'offline']) {
      expect(markdownFiles).toContain(`docs/${doc}.md`);
    }
  });

  it('has no Markdown link or backticked path that leaves the repository or names a missing file', () => {
    const problems = markdownFiles.flatMap((file) => checkMarkdown(file, read(file)));
    expect(problems).toEqual([]);
  });

  it('has no comment citing a document or section the repository does not have', () => {
    const problems = citingFiles.flatMap((file) => checkCitations(file, read(file)));
    expect(problems).toEqual([]);
  });

  it('catches links and paths that point outside or at nothing', () => {
    const bad = [
      '[design](../shared/ARCHITECTURE.md)',
      '[spec](/work/shared/spec/portal-spec.md)',
      '[missing](missing.md)',
      '[section](architecture.md#no-such-section)',
      'see `src/contract/no-such-file.ts`',
      'see `shared/ARCHITECTURE.md`',
      'see `../README.md`',
      '[file](file:///etc/passwd)',
      'the design in `ARCHITECTURE.md`',
      'the specification in `spec/portal-spec.md`',
    ];
    for (const line of bad) expect(checkMarkdown('docs/example.md', line), line).toHaveLength(1);

    const good = [
      '[design](architecture.md#4-api-conventions) and [readme](../README.md)',
      'see `src/contract/routes.ts`, `src/client/i18n/en/*.ts`, `docs/`, `src/contract/<area>.ts`, `offline.md`',
      '`PATCH /users/me/onboarding`, `storage::1::session`, [NCES](https://nces.ed.gov/ccd/)',
      '```',
      '`src/no-such-file-in-a-fence.ts`',
      '```',
    ].join('\n');
    expect(checkMarkdown('docs/example.md', good)).toEqual([]);
  });

  it('catches comments citing a design outside the repository or a section that does not exist', () => {
    expect(checkCitations('x.ts', '// the outbox (ARCHITECTURE §5)')).toHaveLength(1);
    expect(checkCitations('x.ts', '// see docs/architecture.md §99')).toHaveLength(1);
    expect(checkCitations('x.ts', '// see docs/no-such-note.md')).toHaveLength(1);
    expect(checkCitations('x.ts', '// routes (spec §42)')).toHaveLength(1);
    expect(checkCitations('x.ts', '// routes (spec §7), outbox (docs/architecture.md §5, point 2)')).toEqual([]);
  });
});
