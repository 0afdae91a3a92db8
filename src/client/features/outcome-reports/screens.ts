// The district's and the staff's outcome report screens as one lazy chunk: they share the report's
// view, badge and texts, and one chunk keeps the first script's table of chunks one entry shorter.
export { OutcomeReportScreens } from './outcome-reports-page';
export { StaffOutcomeReportsPage } from './staff-outcome-reports-page';
