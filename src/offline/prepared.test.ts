// "Prepare for offline" records: per user and school, and stale after a day.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDeviceDatabase } from '../../tests/helpers/outbox-harness';
import { isPreparedStale, PREPARED_STALE_MS, preparedSchools, savePreparedSchool } from './prepared';

beforeEach(resetDeviceDatabase);

describe('prepared schools', () => {
  it('are kept per user and school, the newest preparation replacing the one before', async () => {
    await savePreparedSchool({ userId: 'u1', schoolId: 's1', at: 1000, bytes: 10 });
    await savePreparedSchool({ userId: 'u1', schoolId: 's1', at: 2000, bytes: 12 });
    await savePreparedSchool({ userId: 'u1', schoolId: 's2', at: 1500, bytes: 5 });
    await savePreparedSchool({ userId: 'u2', schoolId: 's1', at: 3000, bytes: 7 });
    const mine = await preparedSchools('u1');
    expect([...mine.keys()].sort()).toEqual(['s1', 's2']);
    expect(mine.get('s1')).toMatchObject({ at: 2000, bytes: 12 });
    expect((await preparedSchools('u2')).get('s1')?.at).toBe(3000);
  });

  it('are stale after a day', () => {
    const record = { userId: 'u1', schoolId: 's1', at: 0, bytes: 1 };
    expect(isPreparedStale(record, PREPARED_STALE_MS)).toBe(false);
    expect(isPreparedStale(record, PREPARED_STALE_MS + 1)).toBe(true);
  });
});
