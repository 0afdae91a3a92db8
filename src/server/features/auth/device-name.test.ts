import { describe, expect, it } from 'vitest';
import { USER_AGENT_MAX_LENGTH, deviceName, storedUserAgent } from './device-name';

describe('deviceName', () => {
  it.each([
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome', 'ChromeOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari', 'macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPhone',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0', 'Firefox', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
  ])('names %s', (userAgent, browser, system) => {
    expect(deviceName(userAgent)).toEqual({ browser, system });
  });

  it('leaves what it does not know unnamed', () => {
    expect(deviceName('lightMyRequest')).toEqual({ browser: null, system: null });
    expect(deviceName(null)).toEqual({ browser: null, system: null });
  });
});

describe('storedUserAgent', () => {
  it('keeps a trimmed, bounded header and nothing for an empty one', () => {
    expect(storedUserAgent('  Firefox/1  ')).toBe('Firefox/1');
    expect(storedUserAgent('x'.repeat(1000))).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(storedUserAgent(undefined)).toBeNull();
    expect(storedUserAgent(' ')).toBeNull();
  });
});
