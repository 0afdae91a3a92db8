// The reminder and notice e-mails, in the portal's one mail layout (plugins/mail-layout.ts), worded
// in the recipient's language (the words passed in): dates, numbers and money through those words.
import { formatOrderNumber } from '@contract/order-number';
import type { KitOrderStatus } from '@contract/projects';
import type { Words } from '@server/i18n/text';
import { renderMail, type RenderedMail } from '@server/plugins/mail-layout';

/** Every mail about an order names it by number first, as the screens and the CSV do. */
const numberFact = (words: Words, order: OrderFacts) => ({ label: words.t('mail.order.numberLabel'), value: formatOrderNumber(order.orderNumber) });

const kitsWord = (words: Words, n: number) => words.tp('mail.kits', n);

/** The shipping facts an order has: carrier, tracking reference, expected arrival. */
const shippingFacts = (words: Words, order: OrderFacts) => [
  ...(order.carrier ? [{ label: words.t('mail.order.carrierLabel'), value: order.carrier }] : []),
  ...(order.trackingReference ? [{ label: words.t('mail.order.trackingLabel'), value: order.trackingReference }] : []),
  ...(order.expectedArrival ? [{ label: words.t('mail.order.arrivalLabel'), value: words.date(order.expectedArrival) }] : []),
];

export interface OrderFacts {
  orderNumber: number;
  projectName: string;
  schoolName: string;
  kits: number;
  checkoutName: string | null;
  returnDate: string | null;
  kitsOutstanding: number;
  reason: string | null;
  carrier: string | null;
  trackingReference: string | null;
  expectedArrival: string | null;
  /** The kits a request asked for when staff approved fewer (null otherwise). */
  kitsAsked?: number | null;
}

/** Staff moved a request: approved, declined, shipped or cancelled. */
export function orderUpdateMail(words: Words, status: KitOrderStatus, order: OrderFacts, link: string): RenderedMail {
  const request = { kits: kitsWord(words, order.kits), project: order.projectName, school: order.schoolName };
  const subject = { project: order.projectName };
  const action = { label: words.t('mail.order.action'), url: link };
  const footnote = words.t('mail.reminder.footnote');
  const reason = [numberFact(words, order), ...(order.reason ? [{ label: words.t('mail.order.reasonLabel'), value: order.reason }] : [])];
  switch (status) {
    case 'Approved':
      // Approved in part: the school reads how many of the kits it asked for, and why.
      if (order.kitsAsked && order.kitsAsked > order.kits) {
        return renderMail(words, words.t('mail.order.approvedPart.subject', subject), {
          heading: words.t('mail.order.approvedPart.heading'),
          paragraphs: [words.t('mail.order.approvedPart.body', { ...request, asked: kitsWord(words, order.kitsAsked) })],
          facts: [
            {
              label: words.t('mail.order.approvedPart.kitsLabel'),
              value: words.t('mail.order.approvedPart.kitsValue', { approved: words.number(order.kits), asked: words.number(order.kitsAsked) }),
            },
            ...reason,
          ],
          action,
          footnote,
        });
      }
      return renderMail(words, words.t('mail.order.approved.subject', subject), {
        heading: words.t('mail.order.approved.heading'),
        paragraphs: [words.t('mail.order.approved.body', request)],
        facts: [numberFact(words, order)],
        action,
        footnote,
      });
    case 'Declined':
      return renderMail(words, words.t('mail.order.declined.subject', subject), {
        heading: words.t('mail.order.declined.heading'),
        paragraphs: [words.t('mail.order.declined.body', request), words.t('mail.order.declined.questions')],
        facts: reason,
        action,
        footnote,
      });
    case 'Shipped':
      return renderMail(words, words.t('mail.order.shipped.subject', subject), {
        heading: words.t('mail.order.shipped.heading'),
        paragraphs: [words.t('mail.order.shipped.body', request), words.t('mail.order.shipped.confirm')],
        facts: [numberFact(words, order), ...shippingFacts(words, order)],
        action,
        footnote,
      });
    default:
      return renderMail(words, words.t('mail.order.cancelled.subject', subject), {
        heading: words.t('mail.order.cancelled.heading'),
        paragraphs: [
          order.checkoutName
            ? words.t('mail.order.cancelled.checkoutBody', { checkout: order.checkoutName, project: order.projectName, school: order.schoolName })
            : words.t('mail.order.cancelled.body', request),
        ],
        facts: reason,
        action,
        footnote,
      });
  }
}

/** Staff ask the school to confirm a shipped request arrived (a "nudge"). */
export function deliveryNudgeMail(words: Words, order: OrderFacts, staffName: string | null, link: string): RenderedMail {
  return renderMail(words, words.t('mail.nudge.subject', { project: order.projectName }), {
    heading: words.t('mail.nudge.heading'),
    paragraphs: [
      words.t('mail.nudge.body', { kits: kitsWord(words, order.kits), project: order.projectName, school: order.schoolName }),
      words.t('mail.nudge.confirm'),
      ...(staffName ? [words.t('mail.nudge.askedBy', { name: staffName })] : []),
    ],
    facts: shippingFacts(words, order),
    action: { label: words.t('mail.order.action'), url: link },
    footnote: words.t('mail.nudge.footnote'),
  });
}

const checkoutName = (words: Words, order: OrderFacts) => order.checkoutName ?? words.t('mail.checkout.defaultName', { project: order.projectName });

export function checkoutDueSoonMail(words: Words, order: OrderFacts, today: string, link: string): RenderedMail {
  const due = order.returnDate!;
  const vars = {
    checkout: checkoutName(words, order),
    project: order.projectName,
    school: order.schoolName,
    kits: kitsWord(words, order.kitsOutstanding),
    date: words.date(due),
  };
  const isToday = due === today;
  return renderMail(words, words.t(isToday ? 'mail.checkoutDue.subjectToday' : 'mail.checkoutDue.subject', vars), {
    heading: words.t(isToday ? 'mail.checkoutDue.headingToday' : 'mail.checkoutDue.heading', vars),
    paragraphs: [words.t(isToday ? 'mail.checkoutDue.bodyToday' : 'mail.checkoutDue.body', vars), words.t('mail.checkout.returnHint')],
    facts: [numberFact(words, order)],
    action: { label: words.t('mail.checkout.returnAction'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

export function checkoutOverdueMail(words: Words, order: OrderFacts, link: string): RenderedMail {
  const checkout = checkoutName(words, order);
  return renderMail(words, words.t('mail.checkoutOverdue.subject', { checkout }), {
    heading: words.t('mail.checkoutOverdue.heading'),
    paragraphs: [
      words.t('mail.checkoutOverdue.body', {
        checkout,
        project: order.projectName,
        school: order.schoolName,
        date: words.date(order.returnDate!),
        kits: kitsWord(words, order.kitsOutstanding),
      }),
      words.t('mail.checkout.returnHint'),
    ],
    facts: [numberFact(words, order)],
    action: { label: words.t('mail.checkout.returnAction'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

export interface TaskFacts {
  title: string;
  dueDate: string;
  isRequired: boolean;
}

/** The task's sentence, with "It is a required task." after it when it is. */
const taskSentence = (words: Words, task: TaskFacts, sentence: string) =>
  task.isRequired ? `${sentence} ${words.t('mail.task.required')}` : sentence;

export function taskDueSoonMail(words: Words, task: TaskFacts, today: string, link: string): RenderedMail {
  const isToday = task.dueDate === today;
  const vars = { title: task.title, date: words.date(task.dueDate) };
  return renderMail(words, words.t(isToday ? 'mail.task.subjectToday' : 'mail.task.subjectTomorrow', vars), {
    heading: words.t(isToday ? 'mail.task.headingToday' : 'mail.task.headingTomorrow'),
    paragraphs: [taskSentence(words, task, words.t(isToday ? 'mail.task.bodyToday' : 'mail.task.bodyTomorrow', vars))],
    action: { label: words.t('mail.task.action'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

export function taskOverdueMail(words: Words, task: TaskFacts, link: string): RenderedMail {
  return renderMail(words, words.t('mail.taskOverdue.subject', { title: task.title }), {
    heading: words.t('mail.taskOverdue.heading'),
    paragraphs: [taskSentence(words, task, words.t('mail.taskOverdue.body', { title: task.title, date: words.date(task.dueDate) }))],
    action: { label: words.t('mail.task.action'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

/** A project's kit count is due by its district's cadence (the count-due reminder). */
export function countDueMail(
  words: Words,
  count: { projectName: string; schoolName: string; dueDate: string; everyDays: number },
  link: string,
): RenderedMail {
  const date = words.date(count.dueDate);
  return renderMail(words, words.t('mail.count.subject', { project: count.projectName, school: count.schoolName }), {
    heading: words.t('mail.count.heading'),
    paragraphs: [
      words.tp('mail.count.body', count.everyDays, { project: count.projectName, school: count.schoolName, date }),
      words.t('mail.count.hint'),
    ],
    facts: [{ label: words.t('mail.count.dueLabel'), value: date }],
    action: { label: words.t('mail.count.action'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

/** A term's outcome report is due soon, or overdue (the outcome-report reminders). */
export function outcomeReportMail(
  words: Words,
  overdue: boolean,
  report: { termName: string; blueprintName: string; dueOn: string },
  link: string,
): RenderedMail {
  const vars = { term: report.termName, blueprint: report.blueprintName, date: words.date(report.dueOn) };
  return renderMail(words, words.t(overdue ? 'mail.outcomeOverdue.subject' : 'mail.outcomeDue.subject', vars), {
    heading: words.t(overdue ? 'mail.outcomeOverdue.heading' : 'mail.outcomeDue.heading'),
    paragraphs: [words.t(overdue ? 'mail.outcomeOverdue.body' : 'mail.outcomeDue.body', vars), words.t('mail.outcome.hint')],
    action: { label: words.t('mail.outcome.action'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

export function quoteExpiringMail(words: Words, blueprint: { preparedFor: string; quoteExpiresAt: string }, link: string): RenderedMail {
  const date = words.date(blueprint.quoteExpiresAt);
  return renderMail(words, words.t('mail.quoteExpiring.subject', { date }), {
    heading: words.t('mail.quoteExpiring.heading'),
    paragraphs: [words.t('mail.quoteExpiring.body', { preparedFor: blueprint.preparedFor, date }), words.t('mail.quoteExpiring.hint')],
    action: { label: words.t('mail.blueprint.openAction'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}

export interface DigestFacts {
  requestsToApprove: number;
  ordersToShip: number;
  overdueReturns: number;
  newApplications: number;
}

export function staffDigestMail(words: Words, day: string, facts: DigestFacts, link: string): RenderedMail {
  return renderMail(words, words.t('mail.staffDigest.subject', { date: words.date(day) }), {
    heading: words.t('mail.staffDigest.heading'),
    paragraphs: [words.t('mail.staffDigest.lead')],
    facts: [
      { label: words.t('mail.staffDigest.requests'), value: words.number(facts.requestsToApprove) },
      { label: words.t('mail.staffDigest.toShip'), value: words.number(facts.ordersToShip) },
      { label: words.t('mail.staffDigest.overdue'), value: words.number(facts.overdueReturns) },
      { label: words.t('mail.staffDigest.applications'), value: words.number(facts.newApplications) },
    ],
    action: { label: words.t('mail.staffDigest.action'), url: link },
    footnote: words.t('mail.reminder.footnote'),
  });
}
