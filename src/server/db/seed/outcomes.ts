// The demo's reporting term: the current one, due two weeks after the seed runs, so the demo
// coordinator's approved blueprint has a Draft outcome report and its checklist task (made the
// same way staff saving terms makes them).
import { ensureOutcomeReports } from '@server/features/outcome-reports/owed-reports';
import type { Tx } from '../connect';
import { outcomeTerms } from '../schema';
import { dayFromToday } from './dates';

/** The season the seed's today falls in, as a term's name: "Spring 2027". */
function termName(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const season = month <= 5 ? 'Spring' : month <= 7 ? 'Summer' : 'Fall';
  return `${season} ${year}`;
}

export async function seedOutcomeTerms(tx: Tx): Promise<void> {
  const dueOn = dayFromToday(14);
  await tx.insert(outcomeTerms).values({
    name: `${termName(dayFromToday(0))} term`,
    startsOn: dayFromToday(-75),
    endsOn: dayFromToday(7),
    dueOn,
    prompt: 'What changed for your students this term? Tell us about a moment, a project or a teacher worth sharing.',
  });
  await ensureOutcomeReports(tx, new Date());
}
