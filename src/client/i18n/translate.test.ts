import { describe, expect, it } from 'vitest';
import { dashboardMessages } from './en/dashboard';
import { layoutMessages } from './en/layout';
import { legalMessages } from './en/legal';
import { pageMessages } from './en/pages';
import { planningMessages } from './en/planning';
import { resourceMessages } from './en/resources';
import { settingsMessages } from './en/settings';
import { createFormatters } from './format';
import { createTranslator } from './translate';

const en = {
  ...layoutMessages,
  ...settingsMessages,
  ...dashboardMessages,
  ...planningMessages,
  ...resourceMessages,
  ...pageMessages,
  ...legalMessages,
};

describe('t and tp', () => {
  // English comes from the registry the area files fill as they load (all imported above).
  const english = createTranslator({}, 'en-US');

  it('fill placeholders and keep unknown ones as written', () => {
    expect(english.t('dashboard.greeting', { name: 'Dana' })).toBe('Welcome back, Dana');
    expect(english.t('nav.closePanel')).toBe('Close {name}');
  });

  it('pick the plural form and format the count', () => {
    expect(english.tp('resources.count', 1)).toBe('1 resource');
    expect(english.tp('resources.count', 16)).toBe('16 resources');
    expect(english.tp('resources.count', 1200)).toBe('1,200 resources');
  });

  it('fall back to English for what a translation lacks', () => {
    const partial = createTranslator({ 'nav.dashboard': 'Tablero' }, 'es');
    expect(partial.t('nav.dashboard')).toBe('Tablero');
    expect(partial.t('nav.planning')).toBe('Planning');
  });

  it('has no empty English message', () => {
    for (const [id, text] of Object.entries(en)) expect(text.trim(), id).not.toBe('');
  });
});

describe('formatters (spec §9 date formats)', () => {
  const f = createFormatters('en-US');

  it('write days as MM/DD/YYYY in lists and DD MMM YYYY in details, never shifted by time zone', () => {
    expect(f.listDate('2026-03-07')).toBe('03/07/2026');
    expect(f.detailDate('2026-03-07')).toBe('07 Mar 2026');
    expect(f.detailDate('2026-12-31T23:30:00.000Z')).toBe('31 Dec 2026');
  });

  it('write cents as dollars, whole amounts without cents', () => {
    expect(f.money(4_850_000)).toBe('$48,500');
    expect(f.money(1250)).toBe('$12.50');
    expect(f.money(0)).toBe('$0');
  });
});
