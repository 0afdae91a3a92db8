// Names the browser and system of a session from its User-Agent, for the account page's list of
// signed-in sessions. Only the families people use are told apart (a full parser library would add
// 60 KB of patterns to name devices nobody here signs in from); anything else stays unnamed, and the
// page then says "another device or browser" as before.

export interface DeviceName {
  browser: string | null;
  system: string | null;
}

/** Longest User-Agent kept: real ones are under 300 characters; the rest is noise or abuse. */
export const USER_AGENT_MAX_LENGTH = 400;

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iPhone also says "Mac OS X".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: [RegExp, string][]): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}

/** The User-Agent as stored: trimmed and cut, null when absent. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}
