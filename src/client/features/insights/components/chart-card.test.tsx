import '@client/i18n/en/insights';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card';

const card = (asOf?: string) =>
  renderToStaticMarkup(<ChartCard chart="kit-use" asOf={asOf} body={undefined} error={undefined} onRetry={() => {}} download={async () => {}} />);

describe('ChartCard', () => {
  it('says when figures kept for the whole programme were computed, in local time', () => {
    const asOf = '2026-12-07T14:05:00.000Z';
    const local = new Date(asOf);
    const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    const out = card(asOf);
    expect(out).toContain(`data-as-of="${asOf}"`);
    expect(out).toContain(`Figures as of ${time}`);
    expect(out).toContain('every 10 minutes');
  });

  it('says nothing of the moment for figures counted for this request', () => {
    expect(card()).not.toContain('data-as-of');
    expect(card()).not.toContain('Figures as of');
  });
});
