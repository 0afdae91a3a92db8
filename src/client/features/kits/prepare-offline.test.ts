// What "Prepare for offline" downloads per school: its projects and each of their project kits once.
import { describe, expect, it } from 'vitest';
import { planPreparation } from './prepare-offline';

const project = (id: string, school: string, resource: string) => ({
  id,
  school: { id: school, name: school },
  resource: { id: resource, name: resource },
});

describe('planPreparation', () => {
  const projects = [project('p1', 's1', 'bridge'), project('p2', 's1', 'solar'), project('p3', 's2', 'bridge'), project('p4', 's1', 'bridge')];

  it('lists each school’s projects and its project kits once, in the order asked', () => {
    expect(planPreparation(projects, ['s2', 's1'])).toEqual([
      { schoolId: 's2', projectIds: ['p3'], resourceIds: ['bridge'] },
      { schoolId: 's1', projectIds: ['p1', 'p2', 'p4'], resourceIds: ['bridge', 'solar'] },
    ]);
  });

  it('leaves out a school with no project the user reaches', () => {
    expect(planPreparation(projects, ['s3', 's2'])).toEqual([{ schoolId: 's2', projectIds: ['p3'], resourceIds: ['bridge'] }]);
  });
});
