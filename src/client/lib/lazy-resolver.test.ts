import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ email: z.string().min(1, { error: 'Email is required' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema at the first check, once, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const failed = await resolver({ email: '' }, undefined, options);
    expect(failed.errors.email?.message).toBe('Email is required');
    const passed = await resolver({ email: 'a@b.org' }, undefined, options);
    expect(passed.values).toEqual({ email: 'a@b.org' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load without a check', async () => {
    const load = vi.fn(async () => schema);
    lazyZodResolver(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const result = await resolver({ email: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
