// English: the programme's stored values that more than one area shows (the application wizard
// and the application details), worded once so every screen and every translation agrees.
import { registerEnglish } from '../english';

export const programmeMessages = {
  // Values stored as the contract spells them (FUNDING_OPTIONS, HEARD_ABOUT_CHOICES,
  // TITLE_I_STATUSES), with their labels.
  'programme.funding.full': 'Full funding',
  'programme.funding.matching': 'Matching funds',
  'programme.heardAbout.A colleague': 'A colleague',
  'programme.heardAbout.My district office': 'My district office',
  'programme.heardAbout.A conference or event': 'A conference or event',
  'programme.heardAbout.An e-mail from the programme': 'An e-mail from the programme',
  'programme.heardAbout.Social media': 'Social media',
  'programme.heardAbout.A web search': 'A web search',
  'programme.heardAbout.Other': 'Other',
  'programme.titleI.Title I schoolwide': 'Title I schoolwide',
  'programme.titleI.Title I targeted assistance': 'Title I targeted assistance',
  'programme.titleI.Not Title I': 'Not Title I',

  // A school's facts from the directory.
  'programme.facts.notReported': 'Not reported',
  'programme.facts.percent': '{value}%',
} as const;

registerEnglish(programmeMessages);
