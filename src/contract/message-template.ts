// Texts with values in them ("you can return at most 3"): their English is a template with {name}
// placeholders. The client finds the template a text was filled from (whether its own form or the
// server wrote it) and words it in the user's language with the same values.

export type TemplateVars = Record<string, string | number>;

/** The template with each {name} replaced by its value; an unknown name stays as it is. */
export function fillTemplate(template: string, vars: TemplateVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

interface Pattern {
  regex: RegExp;
  names: string[];
}

const patterns = new Map<string, Pattern>();

function patternOf(template: string): Pattern {
  const known = patterns.get(template);
  if (known) return known;
  const names: string[] = [];
  let source = '^';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    source += escapeRegex(template.slice(last, match.index));
    const name = match[1]!;
    const seen = names.indexOf(name);
    // A name used twice must hold the same value both times.
    if (seen >= 0) source += `\\${seen + 1}`;
    else {
      names.push(name);
      source += '(.+?)';
    }
    last = match.index + match[0].length;
  }
  source += `${escapeRegex(template.slice(last))}$`;
  const pattern = { regex: new RegExp(source, 's'), names };
  patterns.set(template, pattern);
  return pattern;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The values of a text filled from `template`, or null when the text was not filled from it. */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  const { regex, names } = patternOf(template);
  const match = regex.exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}
