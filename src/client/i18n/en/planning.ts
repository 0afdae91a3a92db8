// English: Planning (the programme's welcome) and its introduction pop-up.
import { registerEnglish } from '../english';

export const planningMessages = {
  'planning.eyebrow': 'Welcome to the programme',
  'planning.description': 'How your district goes from application to hands-on learning in classrooms, and where you are now.',
  'planning.watchIntro': 'Watch the introduction',
  'planning.saveFailed': "We couldn't save that you watched the introduction, so it may show again next time you sign in.",

  'planning.next.title': 'What happens next',
  'planning.next.text': 'The programme in seven steps. Each one links to the screen where it happens.',
  'planning.state.done': 'Done',
  'planning.state.current': 'Now',
  'planning.state.upcoming': 'Coming up',

  'planning.step.apply': 'Apply to the programme',
  'planning.step.apply.text': 'Tell us about your schools, your goals and how you would like to fund the programme.',
  'planning.step.apply.link': 'See your application',
  'planning.step.conversation': 'Planning conversation',
  'planning.step.conversation.text': 'Your School Success Manager meets your team to talk through goals, grade levels, timing and budget.',
  'planning.step.blueprint': 'Your blueprint is built',
  'planning.step.blueprint.text':
    'The programme team turns the conversation into a blueprint: the resources for each school, costs, funding and expected impact.',
  'planning.step.blueprint.link': 'Open blueprints',
  'planning.step.approve': 'Review and approve',
  'planning.step.approve.text': 'Read the blueprint with your colleagues, comment where something should change, and approve it when it is right.',
  'planning.step.approve.link': 'Review your blueprint',
  'planning.step.prepare': 'Kits, training and scheduling',
  'planning.step.prepare.text':
    'Project kits ship to your schools, educators join their workshops, and field trips are scheduled. Your checklist shows what is due.',
  'planning.step.prepare.link': 'Open My Checklist',
  'planning.step.run': 'Hands-on learning in classrooms',
  'planning.step.run.text': 'Teachers check kits out for their classes and return them; coordinators count the kits on hand — online or offline.',
  'planning.step.run.link': 'Open My Orders',
  'planning.step.complete': 'Programme completed',
  'planning.step.complete.text': 'Share what students achieved, return the last kits, and plan next year with the programme team.',

  'planning.team.title': 'Your planning team',
  'planning.team.manager': '{name} from the programme team looks after your application.',
  'planning.team.noManager': 'A School Success Manager will be assigned to your application soon.',
  'planning.team.write': 'Questions about planning? Write to',

  'planning.prepare.title': 'Before the planning conversation',
  'planning.prepare.goals': 'Two or three goals for your students this year.',
  'planning.prepare.schools': 'Which schools, grade levels and classes take part.',
  'planning.prepare.calendar': 'Your school calendar: testing windows, breaks and events.',
  'planning.prepare.team': 'Who will run the programme in each school.',
  'planning.prepare.resources': 'Browse the resources you could include',

  'planning.intro.title': 'Introduction to planning',
  'planning.intro.close': 'Close the introduction',
  'planning.intro.closeHint': 'Closing marks it as watched. You can watch it again from Planning.',
  'planning.intro.step': 'Step {current} of {total}',
  'planning.intro.finish': 'Finish',
  'planning.intro.welcome.title': 'Welcome to planning',
  'planning.intro.welcome.text':
    'This portal takes your district from a plan to hands-on STEM learning in real classrooms. Here is how it works, in five short steps.',
  'planning.intro.blueprint.title': 'Your blueprint',
  'planning.intro.blueprint.text':
    'After a planning conversation, the programme team prepares a blueprint for your schools: resources, costs, funding and impact. You review it, comment and approve it here.',
  'planning.intro.checklist.title': 'Your checklist',
  'planning.intro.checklist.text':
    'My Checklist lists what to do and when: registering educators, scheduling visits, counting kits. Overdue tasks stand out on your dashboard.',
  'planning.intro.kits.title': 'Hands-on project kits',
  'planning.intro.kits.text':
    'Request kits, check them out to classes, return them and count what is on hand. Counts made without Wi-Fi are kept on the device and sent when you are back online.',
  'planning.intro.help.title': 'Help is one click away',
  'planning.intro.help.text': 'Support is in the navigation on every screen. Your School Success Manager and the programme team are happy to help.',
} as const;

registerEnglish(planningMessages);
