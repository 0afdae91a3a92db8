// English: the privacy policy and terms of use (spec §2 footer keys privacy and terms).
import { registerEnglish } from '../english';

export const legalMessages = {
  'legal.updated': 'Last updated {date}',
  'legal.questions': 'Questions about this page? Write to',
  'legal.backToSignIn': 'Back to sign in',

  'legal.privacy.title': 'Privacy policy',
  'legal.privacy.intro': 'This policy explains what Hands-On Portal collects about school and district staff, why, and the choices you have.',
  'legal.privacy.collect.title': 'What we collect',
  'legal.privacy.collect.p1': 'Your account: name, work e-mail address, phone number, role and title, and the district and schools you work with.',
  'legal.privacy.collect.p2':
    'Your programme work: applications, blueprint comments and approvals, checklist progress, kit orders, returns and inventory counts.',
  'legal.privacy.collect.p3': 'We do not collect information about students. Do not enter student names or other student records in the portal.',
  'legal.privacy.use.title': 'How we use it',
  'legal.privacy.use.p1': 'To run the programme: review applications, prepare blueprints, allocate funds, ship kits and support your schools.',
  'legal.privacy.use.p2': 'To send the e-mails the service needs, such as address confirmation and password resets. We do not send advertising.',
  'legal.privacy.share.title': 'Who can see it',
  'legal.privacy.share.p1':
    'Colleagues in your district see your district’s applications, blueprints, tasks and orders. Programme staff see what they need to support you.',
  'legal.privacy.share.p2':
    'A funding partner named on your blueprint may receive summary figures about the programme. We never sell personal information.',
  'legal.privacy.device.title': 'On your device',
  'legal.privacy.device.p1':
    'The portal keeps your session, your display settings and any changes made offline in your browser’s storage, so it works on poor connections. Signing out removes your session and account details from the device.',
  'legal.privacy.keep.title': 'How long we keep it',
  'legal.privacy.keep.p1':
    'Account details are kept while your account is active. Programme records are kept for the life of the programme and the reporting periods funding partners require.',
  'legal.privacy.rights.title': 'Your choices',
  'legal.privacy.rights.p1':
    'You can correct your profile at any time, and ask us for a copy of your information or for its deletion by writing to support.',

  'legal.terms.title': 'Terms of use',
  'legal.terms.intro': 'These terms apply to everyone who uses Hands-On Portal on behalf of a school or district.',
  'legal.terms.accounts.title': 'Your account',
  'legal.terms.accounts.p1':
    'Accounts are for individual school and district staff. Keep your password to yourself and tell us at once if you think someone else has used your account.',
  'legal.terms.use.title': 'Using the portal',
  'legal.terms.use.p1':
    'Use the portal for the programme only. Enter accurate information, and do not upload student records or anything you do not have the right to share.',
  'legal.terms.kits.title': 'Kits and materials',
  'legal.terms.kits.p1':
    'Project kits remain the programme’s property unless your blueprint says otherwise. Keep counts up to date, return kits when an order asks for it, and report damage or loss.',
  'legal.terms.kits.p2': 'Lessons and materials may be used in your schools’ classes; please do not publish or sell them.',
  'legal.terms.quotes.title': 'Quotes and funding',
  'legal.terms.quotes.p1':
    'A quote locks in pricing for six months. Funds allocated to your district must be used by the date shown on your dashboard.',
  'legal.terms.availability.title': 'Availability',
  'legal.terms.availability.p1':
    'We work to keep the portal available and your data safe, but it may be interrupted for maintenance. Changes made offline are sent when the connection returns.',
  'legal.terms.changes.title': 'Changes to these terms',
  'legal.terms.changes.p1':
    'If these terms change in a way that matters, we will tell you in the portal or by e-mail before the change takes effect.',
} as const;

registerEnglish(legalMessages);
