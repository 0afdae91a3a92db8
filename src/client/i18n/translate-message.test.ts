import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@contract/applications-messages';
import { connectionMessages, connectionMessageTemplates } from '@contract/connection-messages';
import { fillTemplate } from '@contract/message-template';
import { onboardingMessages } from '@contract/onboarding-messages';
import { kitMessages } from '@contract/projects-messages';
import type { MessageId } from './en';
import { validationMessages } from './en/validation';
import { createTranslator } from './translate';
import { contractMessageId, contractTemplateOf, translateMessage } from './translate-message';

const english = createTranslator({}, 'en-US');

describe('translateMessage', () => {
  it('gives the English of every text the contract fills with values back as it was', () => {
    const texts = [
      kitMessages.requestLimit(3),
      kitMessages.requestLimit(0),
      kitMessages.returnAtMost(1),
      kitMessages.returnAtMost(6),
      kitMessages.kitsNeededMismatch(12),
      onboardingMessages.numberOfSchoolsTooSmall(1),
      onboardingMessages.numberOfSchoolsTooSmall(4),
      onboardingMessages.noSchoolLink('pat@example.org'),
      applicationMessages.fullFundingLimit('2026-01-15', '2028-01-15'),
    ];
    for (const text of texts) {
      expect(contractMessageId(text) ?? contractTemplateOf(text)?.id, text).toBeDefined();
      expect(translateMessage(english.t, text)).toBe(text);
    }
  });

  it('words a text with values in the language of the catalogue, with the same values', () => {
    const spanish = createTranslator(
      {
        'validation.kits.returnAtMost': 'El pedido tiene {outstanding} kits fuera; devuelva como máximo {outstanding}',
        'validation.onboarding.noSchoolLink': 'Ninguna escuela está vinculada a {email}.',
      },
      'es',
    );
    expect(translateMessage(spanish.t, kitMessages.returnAtMost(4))).toBe('El pedido tiene 4 kits fuera; devuelva como máximo 4');
    expect(translateMessage(spanish.t, onboardingMessages.noSchoolLink('pat@example.org'))).toBe('Ninguna escuela está vinculada a pat@example.org.');
  });

  it("words the connection's own texts, and a known text inside a template's value", () => {
    const spanish = createTranslator(
      {
        'validation.connection.unreachable': 'No se pudo contactar con el servidor.',
        'validation.connection.notTakenYet': 'El servidor aún no pudo aceptarlo ({status}): {message}',
        'validation.kits.returnCancelled': 'Este pedido se canceló.',
      },
      'es',
    );
    expect(translateMessage(spanish.t, connectionMessages.unreachable)).toBe('No se pudo contactar con el servidor.');
    const retry = fillTemplate(connectionMessageTemplates.notTakenYet, { status: 503, message: kitMessages.returnCancelled });
    expect(translateMessage(spanish.t, retry)).toBe('El servidor aún no pudo aceptarlo (503): Este pedido se canceló.');
  });

  it('finds each template as its own, not as another one that happens to fit', () => {
    const templates = Object.entries(validationMessages).filter(([, text]) => /\{\w+\}/.test(text));
    expect(templates.length).toBeGreaterThan(5);
    for (const [id, template] of templates) {
      const text = template.replace(/\{(\w+)\}/g, (_whole, name: string) => `sample ${name}`);
      expect(contractTemplateOf(text)?.id, id).toBe(id as MessageId);
    }
  });

  it('leaves a text it does not know as it came', () => {
    expect(translateMessage(english.t, 'Something only the server said')).toBe('Something only the server said');
  });
});
