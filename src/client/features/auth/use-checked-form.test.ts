import { describe, expect, it, vi } from 'vitest';
import { signInRequestSchema } from '@contract/sessions';
import { messages } from '@contract/messages';
import { firstErrors, lazyRules } from './use-checked-form';

const FIELDS = ['email', 'password'] as const;

describe('the sign-in form rules', () => {
  it("show the contract's first message per field, for the form's fields only", () => {
    const result = signInRequestSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    const errors = firstErrors(result.error!.issues, FIELDS);
    expect(errors).toEqual({ email: { message: messages.emailInvalid }, password: { message: messages.passwordRequired } });
    expect(
      firstErrors(
        [
          { path: ['other'], message: 'x' },
          { path: [], message: 'y' },
        ],
        FIELDS,
      ),
    ).toEqual({});
    expect(
      firstErrors(
        [
          { path: ['email'], message: 'first' },
          { path: ['email'], message: 'second' },
        ],
        FIELDS,
      ),
    ).toEqual({ email: { message: 'first' } });
  });

  it('load once, at the first check, and again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(signInRequestSchema);
    const rules = lazyRules(load);
    expect(load).not.toHaveBeenCalled();
    await expect(rules()).rejects.toThrow('Failed to fetch');
    const schema = await rules();
    await rules();
    expect(load).toHaveBeenCalledTimes(2);
    // The rules' output is what is sent: the address trimmed and in lower case.
    expect(schema.safeParse({ email: ' Dana@Example.org ', password: 'x' })).toEqual({
      success: true,
      data: { email: 'dana@example.org', password: 'x' },
    });
  });
});
