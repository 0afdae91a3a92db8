// The reminder and notice e-mails, in the portal's one mail layout (plugins/mail-layout.ts). Dates
// read as details do on screen: DD MMM YYYY.
import { formatOrderNumber } from '@contract/order-number';
import type { KitOrderStatus } from '@contract/projects';
import { renderMail, type RenderedMail } from '@server/plugins/mail-layout';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-11-24 → 24 Nov 2026. */
export function detailDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** Every mail about an order names it by number first, as the screens and the CSV do. */
const numberFact = (order: OrderFacts) => ({ label: 'Order number', value: formatOrderNumber(order.orderNumber) });

const kitsWord = (n: number) => (n === 1 ? '1 kit' : `${n} kits`);

const REMINDER_FOOTNOTE =
  'You get this e-mail because of your work in the Hands-On Portal. You can turn this kind of e-mail off in the portal: Settings, E-mail reminders.';

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
export function orderUpdateMail(status: KitOrderStatus, order: OrderFacts, link: string): RenderedMail {
  const what = `your request for ${kitsWord(order.kits)} of ${order.projectName} for ${order.schoolName}`;
  const action = { label: 'Open My Orders', url: link };
  const reason = [numberFact(order), ...(order.reason ? [{ label: 'Reason', value: order.reason }] : [])];
  switch (status) {
    case 'Approved':
      // Approved in part: the school reads how many of the kits it asked for, and why.
      if (order.kitsAsked && order.kitsAsked > order.kits) {
        return renderMail(`Kit request approved in part: ${order.projectName}`, {
          heading: 'Your kit request was approved in part',
          paragraphs: [
            `Programme staff approved ${kitsWord(order.kits)} of your request for ${kitsWord(order.kitsAsked)} of ${order.projectName} for ${order.schoolName}. We will e-mail you again when the kits ship.`,
          ],
          facts: [{ label: 'Kits approved', value: `${order.kits} of ${order.kitsAsked}` }, ...reason],
          action,
          footnote: REMINDER_FOOTNOTE,
        });
      }
      return renderMail(`Kit request approved: ${order.projectName}`, {
        heading: 'Your kit request was approved',
        paragraphs: [`Programme staff approved ${what}. We will e-mail you again when the kits ship.`],
        facts: [numberFact(order)],
        action,
        footnote: REMINDER_FOOTNOTE,
      });
    case 'Declined':
      return renderMail(`Kit request declined: ${order.projectName}`, {
        heading: 'Your kit request was declined',
        paragraphs: [`Programme staff declined ${what}.`, 'If you have questions, reply to your school success manager.'],
        facts: reason,
        action,
        footnote: REMINDER_FOOTNOTE,
      });
    case 'Shipped':
      return renderMail(`Kits shipped: ${order.projectName}`, {
        heading: 'Your kits are on their way',
        paragraphs: [
          `The kits of ${what} have shipped.`,
          'When they arrive, confirm the delivery in My Orders with the number of kits that came, so the kits on hand are right.',
        ],
        facts: [
          numberFact(order),
          ...(order.carrier ? [{ label: 'Carrier', value: order.carrier }] : []),
          ...(order.trackingReference ? [{ label: 'Tracking reference', value: order.trackingReference }] : []),
          ...(order.expectedArrival ? [{ label: 'Expected arrival', value: detailDay(order.expectedArrival) }] : []),
        ],
        action,
        footnote: REMINDER_FOOTNOTE,
      });
    default:
      return renderMail(`Kit order cancelled: ${order.projectName}`, {
        heading: 'Your kit order was cancelled',
        paragraphs: [
          `Programme staff cancelled ${order.checkoutName ? `the checkout “${order.checkoutName}” (${order.projectName}, ${order.schoolName})` : what}.`,
        ],
        facts: reason,
        action,
        footnote: REMINDER_FOOTNOTE,
      });
  }
}

/** Staff ask the school to confirm a shipped request arrived (a "nudge"). */
export function deliveryNudgeMail(order: OrderFacts, staffName: string | null, link: string): RenderedMail {
  const what = `your request for ${kitsWord(order.kits)} of ${order.projectName} for ${order.schoolName}`;
  return renderMail(`Did your kits arrive? ${order.projectName}`, {
    heading: 'Please confirm your kit delivery',
    paragraphs: [
      `The kits of ${what} have shipped, but their delivery has not been confirmed yet.`,
      'If they arrived, confirm the delivery in My Orders with the number of kits that came, so the kits on hand are right. If they have not arrived, reply to your school success manager.',
      ...(staffName ? [`${staffName} of the programme staff asked us to send you this reminder.`] : []),
    ],
    facts: [
      ...(order.carrier ? [{ label: 'Carrier', value: order.carrier }] : []),
      ...(order.trackingReference ? [{ label: 'Tracking reference', value: order.trackingReference }] : []),
      ...(order.expectedArrival ? [{ label: 'Expected arrival', value: detailDay(order.expectedArrival) }] : []),
    ],
    action: { label: 'Open My Orders', url: link },
    footnote: 'You get this e-mail because you requested these kits, or because your district has kit orders in the Hands-On Portal.',
  });
}

const checkoutName = (order: OrderFacts) => order.checkoutName ?? `${order.projectName} checkout`;

export function checkoutDueSoonMail(order: OrderFacts, today: string, link: string): RenderedMail {
  const due = order.returnDate!;
  const when = due === today ? 'today' : `on ${detailDay(due)}`;
  return renderMail(`Kits due back ${when}: ${checkoutName(order)}`, {
    heading: `Kits due back ${when}`,
    paragraphs: [
      `The checkout “${checkoutName(order)}” (${order.projectName}, ${order.schoolName}) has ${kitsWord(order.kitsOutstanding)} out, due back ${when}.`,
      'Return the kits in the portal once they are back on the shelf.',
    ],
    facts: [numberFact(order)],
    action: { label: 'Return kits', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}

export function checkoutOverdueMail(order: OrderFacts, link: string): RenderedMail {
  return renderMail(`Kits overdue: ${checkoutName(order)}`, {
    heading: 'Kits are overdue',
    paragraphs: [
      `The checkout “${checkoutName(order)}” (${order.projectName}, ${order.schoolName}) was due back on ${detailDay(order.returnDate!)} and still has ${kitsWord(order.kitsOutstanding)} out.`,
      'Return the kits in the portal once they are back on the shelf.',
    ],
    facts: [numberFact(order)],
    action: { label: 'Return kits', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}

export interface TaskFacts {
  title: string;
  dueDate: string;
  isRequired: boolean;
}

export function taskDueSoonMail(task: TaskFacts, today: string, link: string): RenderedMail {
  const when = task.dueDate === today ? 'today' : 'tomorrow';
  return renderMail(`Checklist task due ${when}: ${task.title}`, {
    heading: `A checklist task is due ${when}`,
    paragraphs: [`“${task.title}” is due ${when}, ${detailDay(task.dueDate)}.${task.isRequired ? ' It is a required task.' : ''}`],
    action: { label: 'Open My Checklist', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}

export function taskOverdueMail(task: TaskFacts, link: string): RenderedMail {
  return renderMail(`Checklist task overdue: ${task.title}`, {
    heading: 'A checklist task is overdue',
    paragraphs: [
      `“${task.title}” was due on ${detailDay(task.dueDate)} and is not completed yet.${task.isRequired ? ' It is a required task.' : ''}`,
    ],
    action: { label: 'Open My Checklist', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}

/** A project's kit count is due by its district's cadence (the count-due reminder). */
export function countDueMail(count: { projectName: string; schoolName: string; dueDate: string; everyDays: number }, link: string): RenderedMail {
  return renderMail(`Kit count due: ${count.projectName}, ${count.schoolName}`, {
    heading: 'A kit count is due',
    paragraphs: [
      `Your district counts its project kits every ${count.everyDays} days. The kits of ${count.projectName} at ${count.schoolName} were due to be counted on ${detailDay(count.dueDate)}.`,
      'Count them in the portal (a count session or the project’s count), so the kits on hand are right.',
    ],
    facts: [{ label: 'Count due', value: detailDay(count.dueDate) }],
    action: { label: 'Start a count', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}

export function quoteExpiringMail(blueprint: { preparedFor: string; quoteExpiresAt: string }, link: string): RenderedMail {
  return renderMail(`Your quote expires on ${detailDay(blueprint.quoteExpiresAt)}`, {
    heading: 'Your quote expires soon',
    paragraphs: [
      `The quote of the blueprint for ${blueprint.preparedFor} locks in its pricing until ${detailDay(blueprint.quoteExpiresAt)}.`,
      'Review and approve the blueprint before then to keep that pricing.',
    ],
    action: { label: 'Open the blueprint', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}

export interface DigestFacts {
  requestsToApprove: number;
  ordersToShip: number;
  overdueReturns: number;
  newApplications: number;
}

export function staffDigestMail(day: string, facts: DigestFacts, link: string): RenderedMail {
  return renderMail(`Programme digest for ${detailDay(day)}`, {
    heading: 'What needs you today',
    paragraphs: ['Here is what waits in your districts.'],
    facts: [
      { label: 'Kit requests to approve', value: String(facts.requestsToApprove) },
      { label: 'Approved orders to ship', value: String(facts.ordersToShip) },
      { label: 'Overdue returns', value: String(facts.overdueReturns) },
      { label: 'New applications', value: String(facts.newApplications) },
    ],
    action: { label: 'Open the fulfilment queue', url: link },
    footnote: REMINDER_FOOTNOTE,
  });
}
