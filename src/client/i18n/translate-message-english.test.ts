// English needs no table of the contract's texts (the first script goes without it): each text, with
// or without values, reads the same as the table would word it.
import { describe, expect, it } from 'vitest';
import { kitMessages } from '@contract/projects-messages';
import { messages } from '@contract/messages';
import { createTranslator } from './translate';
import { contractMessageId, translateMessage } from './translate-message';

const english = createTranslator({}, 'en-US');

describe('contract texts in English', () => {
  it('read the same without the table as with it', async () => {
    const texts = [messages.emailInvalid, messages.passwordRequired, kitMessages.returnAtMost(4), 'Something the server said'];
    expect(contractMessageId(messages.emailInvalid)).toBeUndefined();
    const without = texts.map((text) => translateMessage(english.t, text));
    expect(without).toEqual(texts);

    const { validationMessages } = await import('./en/validation');
    expect(contractMessageId(messages.emailInvalid)).toBeDefined();
    expect(texts.map((text) => translateMessage(english.t, text))).toEqual(without);
    for (const text of Object.values(validationMessages) as string[]) {
      if (!/\{\w+\}/.test(text)) expect(translateMessage(english.t, text)).toBe(text);
    }
  });
});
