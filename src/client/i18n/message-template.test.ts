import { describe, expect, it } from 'vitest';
import { fillTemplate, matchTemplate } from '@contract/message-template';

describe('message templates', () => {
  it('fill each placeholder and keep unknown ones as written', () => {
    expect(fillTemplate('Return at most {n} of {n} ({note})', { n: 3 })).toBe('Return at most 3 of 3 ({note})');
  });

  it('read the values back from a filled text', () => {
    const template = 'No school is linked to {email}. Check the e-mail you entered.';
    const text = fillTemplate(template, { email: 'a.b+c@example.org' });
    expect(matchTemplate(template, text)).toEqual({ email: 'a.b+c@example.org' });
  });

  it('treat the template literally, not as a pattern', () => {
    expect(matchTemplate('Costs ($) {amount}?', 'Costs ($) 12?')).toEqual({ amount: '12' });
    expect(matchTemplate('Costs ($) {amount}?', 'Costs $ 12')).toBeNull();
  });

  it('require a name used twice to hold the same value', () => {
    const template = 'This order has {n} kits out; you can return at most {n}';
    expect(matchTemplate(template, 'This order has 4 kits out; you can return at most 4')).toEqual({ n: '4' });
    expect(matchTemplate(template, 'This order has 4 kits out; you can return at most 5')).toBeNull();
  });

  it('match the whole text only', () => {
    expect(matchTemplate('Need {n} kits', 'Need 3 kits now')).toBeNull();
    expect(matchTemplate('Need {n} kits', 'Need  kits')).toBeNull();
  });
});
