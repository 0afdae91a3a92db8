// The demo parts lists of the project kits: what a kit holds, and which parts classes use up (so the
// supplies screen has consumables to run short of). One insert, keyed by the catalogue's slugs.
import type { Tx } from '../connect';
import { kitParts } from '../schema';

/** [name, quantity per kit, use per student when consumable (null: a part that comes back)]. */
type DemoPart = [name: string, perKit: number, usePerStudent: number | null];

const PARTS: Record<string, DemoPart[]> = {
  'bridge-engineering': [
    ['Craft sticks', 40, 4],
    ['Glue gun', 1, null],
    ['Glue sticks', 10, 1],
    ['Ruler', 1, null],
    ['Load-test weights', 6, null],
  ],
  'solar-car-challenge': [
    ['Solar panel', 1, null],
    ['DC motor', 1, null],
    ['Wheels', 4, null],
    ['Balsa chassis strips', 6, 2],
    ['Rubber bands', 20, 2],
  ],
  'water-filtration': [
    ['Filter funnel', 1, null],
    ['Coffee filters', 30, 3],
    ['Activated charcoal (scoops)', 10, 1],
    ['pH test strips', 25, 2],
  ],
  'micro-robots': [
    ['Micro robot', 1, null],
    ['USB charging cable', 1, null],
    ['Maze mat', 1, null],
    ['Marker line tape (m)', 5, 1],
  ],
};

export async function seedKitParts(tx: Tx, resources: ReadonlyMap<string, { id: string }>) {
  const rows = Object.entries(PARTS).flatMap(([slug, parts]) => {
    const resource = resources.get(slug);
    if (!resource) return [];
    return parts.map(([name, quantityPerKit, usePerStudent], index) => ({
      resourceId: resource.id,
      name,
      quantityPerKit,
      consumable: usePerStudent !== null,
      usePerStudent,
      position: index + 1,
    }));
  });
  if (rows.length > 0) await tx.insert(kitParts).values(rows);
}
