import { describe, expect, it } from 'vitest';
import { conflictResolutionSchema } from '@contract/projects';
import { kitMessages } from '@contract/projects-messages';
import { bodyResolver } from './body-resolver';

const options = { fields: {}, names: ['kitsOnHand' as const], shouldUseNativeValidation: false };
// The conflict form's box: the number as typed, checked as the endpoint's body.
const resolver = bodyResolver(conflictResolutionSchema, ({ kitsOnHand }: { kitsOnHand: string }) => ({
  kitsOnHand: kitsOnHand.trim() === '' ? undefined : Number(kitsOnHand),
}));

describe('bodyResolver', () => {
  it('hands the checked body to the submit handler', async () => {
    expect(await resolver({ kitsOnHand: '7' }, undefined, options)).toEqual({ values: { kitsOnHand: 7 }, errors: {} });
  });

  it("puts the contract's message on the field of the same name", async () => {
    const result = await resolver({ kitsOnHand: '-1' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.kitsOnHand?.message).toBe(kitMessages.kitsOnHandNegative);
  });
});
