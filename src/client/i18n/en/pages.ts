// English: About, Curriculum and Support.
import { registerEnglish } from '../english';

export const pageMessages = {
  'about.description': 'Hands-On Portal is where school and district staff take part in the Hands-On STEM programme.',
  'about.programme.title': 'The programme',
  'about.programme.p1':
    'Hands-On brings project-based STEM learning to K-12 schools: maker labs that visit for a day, project kits schools keep on hand, professional learning for educators, career tools and complete Classboxes.',
  'about.programme.p2':
    'Districts apply once, plan with a School Success Manager, and receive a blueprint that sets out the resources, costs, funding and the impact to expect. From then on, the portal is where the work happens.',
  'about.do.title': 'What you can do here',
  'about.do.apply': 'Apply to the programme and complete your onboarding.',
  'about.do.plan': 'Review blueprints with your colleagues, comment on them, approve them and invite implementers.',
  'about.do.checklist': 'Work through your checklist of action tasks and their due dates.',
  'about.do.kits': 'Request kits, check them out to classes, return them and count the kits on hand.',
  'about.do.resources': 'Browse every resource and open or download its lessons.',
  'about.funding.title': 'How funding works',
  'about.funding.full': 'Full funding: a funding partner covers the programme. A district can apply once every six months.',
  'about.funding.matching': 'Matching funds: the district shares the cost with a partner. There is no limit on applications.',
  'about.funding.quote': 'A quote locks in pricing for six months from the day it is given.',
  'about.funding.kits': 'A school keeps up to 10 kits on hand for each project kit.',
  'about.classroom.title': 'Built for classrooms',
  'about.classroom.text':
    'The portal installs like an app on Chromebooks, laptops and phones. Kit counts, returns and checklist ticks made without Wi-Fi are kept on the device and sent as soon as it is back online — nothing is lost.',
  'about.support.title': 'Questions?',
  'about.support.text': 'The programme team answers by e-mail at',
  'about.support.page': 'Help and answers',

  'curriculum.description': 'The lessons behind every resource: how they are built, how they fit your standards, and where to find them.',
  'curriculum.design.title': 'Built on the engineering design process',
  'curriculum.design.text': 'Every project follows the same cycle, so students who have done one project know how to start the next.',
  'curriculum.design.ask': 'Ask',
  'curriculum.design.ask.text': 'What is the problem, and what do we need?',
  'curriculum.design.imagine': 'Imagine',
  'curriculum.design.imagine.text': 'Brainstorm ideas and choose the best one.',
  'curriculum.design.plan': 'Plan',
  'curriculum.design.plan.text': 'Sketch it, list materials, set a budget.',
  'curriculum.design.create': 'Create',
  'curriculum.design.create.text': 'Build a prototype with the kit.',
  'curriculum.design.test': 'Test',
  'curriculum.design.test.text': 'Measure how well it works.',
  'curriculum.design.improve': 'Improve',
  'curriculum.design.improve.text': 'Redesign, rebuild and test again.',
  'curriculum.standards.title': 'Fits the standards you teach',
  'curriculum.standards.science':
    'Science and engineering practices: asking questions, developing models, planning investigations, analysing data and designing solutions.',
  'curriculum.standards.cs': 'Computer science: algorithms, programming, computing systems and data, in the robotics and coding kits.',
  'curriculum.standards.career': 'Career readiness: teamwork, communication and links to local careers through the career tools.',
  'curriculum.grades.title': 'For every grade band',
  'curriculum.grades.k2': 'K–2',
  'curriculum.grades.k2.text': 'Short, playful investigations with big pieces and lots of talk.',
  'curriculum.grades.35': '3–5',
  'curriculum.grades.35.text': 'First coding with micro robots, simple circuits and water science.',
  'curriculum.grades.68': '6–8',
  'curriculum.grades.68.text': 'Solar cars, bridges and robotics with real measurement and budgets.',
  'curriculum.grades.912': '9–12',
  'curriculum.grades.912.text': 'Engineering challenges, microscopy and career pathways.',
  'curriculum.kits.title': 'Project kits and their lessons',
  'curriculum.kits.text': 'Open a kit to see its lessons, then open them in class or download them to print.',
  'curriculum.kits.what': 'the project kits',
  'curriculum.kits.all': 'All resources',
  'curriculum.lessonsNote':
    'A lesson can be opened once its link is added and downloaded once its file is attached; until then the buttons say why they are unavailable.',

  'support.description': 'Answers to common questions, and how to reach the programme team.',
  'support.contact.title': 'Write to us',
  'support.contact.text':
    'The programme team answers within one school day. Tell us your district, your school and what you were doing, and include a screenshot if something looks wrong.',
  'support.contact.button': 'E-mail support',
  'support.faq.title': 'Common questions',
  'support.faq.signIn.q': "I can't sign in.",
  'support.faq.signIn.a':
    'Check that you use your work e-mail address. If you forgot your password, use "Forgot password" on the sign-in screen; the reset link is valid for a limited time.',
  'support.faq.offline.q': 'Can I count kits without Wi-Fi?',
  'support.faq.offline.a':
    'Yes. Counts, returns and ticked checklist tasks are saved on your device straight away. The sync status in the top bar shows what is waiting; it is sent as soon as you are online again.',
  'support.faq.moreKits.q': 'How do I get more kits?',
  'support.faq.moreKits.a':
    'Open the project in My Orders and request kits. A school can hold up to 10 kits on hand for each project kit, including kits already requested.',
  'support.faq.return.q': 'How do I return kits?',
  'support.faq.return.a':
    'Open the order and choose Return kits. Returning is possible while kits are shipped or out with a class; the screen says why when it is not.',
  'support.faq.quote.q': 'How long is a quote valid?',
  'support.faq.quote.a': 'Six months from the day it is given. After that, ask your School Success Manager for a new quote.',
  'support.faq.theme.q': 'Can I change how the portal looks?',
  'support.faq.theme.a':
    'Yes. Open Settings in the top bar to choose light or dark mode, a layout, a colour, the size of controls and the text direction. Your choice is kept on this device.',
  'support.more.title': 'More',
  'support.more.about': 'About the programme',
  'support.more.curriculum': 'Curriculum',
} as const;

registerEnglish(pageMessages);
