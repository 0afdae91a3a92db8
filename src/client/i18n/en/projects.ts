// English: Hands-On Projects: projects, kit orders, checkouts, returns and the inventory count.
import { registerEnglish } from '../english';

export const projectMessages = {
  // Shared by the projects screens.
  'projects.notSynced': 'Not synced',
  'projects.notCounted': 'Not counted yet',
  'projects.ofMax': 'of {max}',
  'projects.optional': '(optional)',
  'projects.noValue': '—',
  'projects.separator': ' · ',
  'projects.clearFilters': 'Clear filters',
  'projects.action.count': 'Count kits',
  'projects.action.request': 'Request kits',
  'projects.action.checkout': 'New checkout order',
  'projects.action.return': 'Return kits',

  // Hands-On Projects, the list.
  'projects.list.title': 'Hands-On Projects',
  'projects.list.description':
    'The project kits at your schools: count the kits on hand, request more, start a checkout for a class or return kits.',
  'projects.list.myOrders': 'My Orders',
  'projects.list.search': 'Search projects',
  'projects.list.searchPlaceholder': 'Project or school name',
  'projects.list.kitFilter': 'Project kit',
  'projects.list.allKits': 'All project kits',
  'projects.list.what': 'your projects',
  'projects.list.loading': 'Loading projects…',
  'projects.list.noMatch': 'No projects match',
  'projects.list.noMatchQuery': 'No project at your schools matches “{query}”.',
  'projects.list.noMatchKit': 'No project at your schools matches this project kit.',
  'projects.list.empty': 'No hands-on projects yet',
  'projects.list.emptyText':
    'When the programme ships project kits to your schools, they appear here so you can count them, check them out to classes and return them.',
  'projects.list.pages': 'Projects',

  // One project in the list.
  'projects.card.kitsOnHand': 'Kits on hand',
  'projects.card.available': 'Available',
  'projects.card.checkedOut': 'Checked out',
  'projects.card.onTheWay': 'On the way',
  'projects.card.countedToday': 'Counted today',
  'projects.card.countedYesterday': 'Counted yesterday',
  'projects.card.countedDaysAgo_one': 'Counted {count} day ago',
  'projects.card.countedDaysAgo_other': 'Counted {count} days ago',
  'projects.card.countFor': 'Count kits for {name}',
  'projects.card.details': 'Details',
  'projects.card.detailsOf': 'Details of {name}',

  // One project: its header and tabs.
  'projects.tab.overview': 'Overview',
  'projects.tab.inventory': 'Inventory',
  'projects.tab.request-kits': 'Request kits',
  'projects.tab.new-checkout': 'New checkout order',
  'projects.tab.return-kits': 'Return kits',
  'projects.project.tabs': 'Project',
  'projects.project.title': 'Project',
  'projects.project.place': '{school} · {district}',
  'projects.project.what': 'this project',
  'projects.project.loading': 'Loading project…',
  'projects.project.notFound': 'Project not found',
  'projects.project.notFoundTitle': "This project does not exist or is not one of your schools'",
  'projects.project.notFoundText': 'Check the link, or open the project from your list of Hands-On Projects.',
  'projects.project.seeProjects': 'See your projects',

  // A project's overview.
  'projects.overview.kits': 'Kits',
  'projects.overview.kitsOnHand': 'Kits on hand',
  'projects.overview.countedOn': 'Counted {date}',
  'projects.overview.available': 'Available',
  'projects.overview.availableNote': 'On the shelf for a checkout',
  'projects.overview.checkedOut': 'Checked out',
  'projects.overview.inActiveCheckouts_one': 'In {count} active checkout',
  'projects.overview.inActiveCheckouts_other': 'In {count} active checkouts',
  'projects.overview.noActiveCheckout': 'No active checkout',
  'projects.overview.onTheWay': 'On the way',
  'projects.overview.inOpenRequests_one': 'In {count} open request',
  'projects.overview.inOpenRequests_other': 'In {count} open requests',
  'projects.overview.noOpenRequest': 'No open request',
  'projects.overview.canRequest': 'Can still request',
  'projects.overview.upTo': 'Up to {max} in all',
  'projects.overview.orders': 'Orders',
  'projects.overview.allInMyOrders': 'All {count} in My Orders',
  'projects.overview.openInMyOrders': 'Open in My Orders',
  'projects.overview.noOrders':
    'No orders for this project yet. Request kits from the programme or start a checkout for a class.',
  'projects.overview.counts': 'Onsite counts',
  'projects.overview.noCounts': 'No count recorded yet.',
  'projects.overview.date': 'Date',
  'projects.overview.countKits': 'Kits on hand',
  'projects.overview.countedBy': 'Counted by',

  // A kit order.
  'projects.order.status.Requested': 'Requested',
  'projects.order.status.Approved': 'Approved',
  'projects.order.status.Shipped': 'Shipped',
  'projects.order.status.Active': 'Active',
  'projects.order.status.Returned': 'Returned',
  'projects.order.status.Cancelled': 'Cancelled',
  'projects.order.kind.request': 'Kit request',
  'projects.order.kind.checkout': 'Checkout',
  'projects.order.requestTitle_one': 'Request for {count} kit',
  'projects.order.requestTitle_other': 'Request for {count} kits',
  'projects.order.start': 'Start',
  'projects.order.return': 'Return',
  'projects.order.requested': 'Requested',
  'projects.order.kits': 'Kits',
  'projects.order.returned': 'Returned',
  'projects.order.stillOut': 'Still out',
  'projects.order.class': 'Class',
  // "20 students, pairs": the group size in the middle of a phrase.
  'projects.order.students_one': '{count} student, {groupSize}',
  'projects.order.students_other': '{count} students, {groupSize}',
  'projects.order.groupSizeInline.one-to-one': 'one to one',
  'projects.order.groupSizeInline.pairs': 'pairs',
  'projects.order.groupSizeInline.group-of-three': 'group of three',
  'projects.order.returnedHere_one': '{count} kit returned on this device',
  'projects.order.returnedHere_other': '{count} kits returned on this device',
  'projects.order.allReturnedHere': 'Every kit of this order is returned on this device; it is not synced yet',

  // Where an offline change is: saved on this device, sending, synced or refused.
  'projects.save.rejectedTitle': 'Not accepted by the server',
  'projects.save.refused': 'The server refused this change.',
  'projects.save.listed': 'It is listed under Needs attention, where you can edit and resend it or discard it.',
  'projects.save.syncedAt': 'Synced at {time}',
  'projects.save.synced': 'Synced',
  'projects.save.savedTitle': 'Saved on this device',
  'projects.save.notSynced': 'Not synced yet.',
  'projects.save.whenOnline': "It will be sent when you're back online; you can close the app meanwhile.",
  'projects.save.sending': 'Sending it to the server now…',
  'projects.save.soon': 'It will be sent to the server in a moment.',

  // The kit counter.
  'projects.counter.remove': 'Remove one kit',
  'projects.counter.add': 'Add one kit',
  'projects.counter.empty': 'empty',

  // Inventory: counting the kits on hand.
  'projects.inventory.title': 'Count the kits on hand',
  'projects.inventory.lead': 'Every kit of this project at {school}, including those out in classrooms.',
  'projects.inventory.kitsOnHand': 'Kits on hand',
  'projects.inventory.limit':
    'A school can hold at most {max} kits of one project, so the count goes from 0 to {max}. Tap − or +, type the number, or use the arrow keys.',
  'projects.inventory.enterNumber': 'Enter the number of kits',
  'projects.inventory.storeFailed':
    'This device could not store the count (its storage may be full or blocked). Nothing was saved.',
  'projects.inventory.save': 'Save count',
  'projects.inventory.synced_one': 'The server now has {count} kit on hand.',
  'projects.inventory.synced_other': 'The server now has {count} kits on hand.',
  'projects.inventory.details': 'Count details',
  'projects.inventory.onServer': 'On the server',
  'projects.inventory.checkedOut': 'Checked out to classes',
  'projects.inventory.lastCount': 'Last count: {date}.',
  'projects.inventory.lastCountBy': 'Last count: {date} by {name}.',
  'projects.inventory.never': 'This project has not been counted yet.',
  'projects.inventory.pending_one':
    "A count of {count} kit is saved on this device and not synced yet. It replaces the server's {server} once it is sent.",
  'projects.inventory.pending_other':
    "A count of {count} kits is saved on this device and not synced yet. It replaces the server's {server} once it is sent.",

  // Online-only writes (order request, new checkout).
  'projects.write.offline':
    "You're offline. Sending this needs a connection: what you entered is kept here, so send it again when you're back online.",
  'projects.write.failed': 'Something went wrong. Please try again.',

  // Order request.
  'projects.request.title': 'Request kits',
  'projects.request.lead': 'Ask the programme to ship more {project} kits to {school}.',
  'projects.request.offline':
    "You're offline. Requesting kits needs a connection; you can fill in the form now and send it when you're back online.",
  'projects.request.fullTitle': 'No more kits can be requested now',
  'projects.request.fullText':
    '{onHand} on hand and {onTheWay} on the way already make {max}, the most a school can hold of one project. Return kits or wait for a delivery to be counted first.',
  'projects.request.kits': 'Requested kits',
  'projects.request.limit':
    'Kits on hand ({onHand}) + kits on the way ({onTheWay}) + this request may not be more than {max}.',
  'projects.request.upTo_one': 'You can request up to {count} kit.',
  'projects.request.upTo_other': 'You can request up to {count} kits.',
  'projects.request.noMore': 'You cannot request more now.',
  // The contract's requestLimit(room), worded here so it can be translated (a test keeps them equal).
  'projects.request.overLimit':
    'Kits on hand and requested kits together may not exceed {max} per project kit: you can request at most {room} more',
  'projects.request.overLimitNone':
    'Kits on hand and requested kits together may not exceed {max} per project kit: no more kits can be requested now',
  'projects.request.note': 'Note for the programme team',
  'projects.request.notePlaceholder': 'For example: needed before the unit starts on the 15th',
  'projects.request.send': 'Send request',
  'projects.request.figures': 'Kit figures',
  'projects.request.howItGoes':
    'The programme team reviews the request, then ships the kits. You can follow it in My Orders: Requested, Approved, Shipped, and Active once delivered.',
  'projects.request.whenArrived': 'When the kits arrive, count them on the Inventory tab so the kits on hand stay right.',

  // New checkout order.
  'projects.checkout.title': 'New checkout order',
  'projects.checkout.lead': 'Take kits on hand for a class, with the dates they go out and come back.',
  'projects.checkout.offline':
    "You're offline. Creating a checkout needs a connection; you can fill in the form now and send it when you're back online.",
  'projects.checkout.fixFields': 'Some fields need attention; each one says what to change.',
  'projects.checkout.project': 'Project',
  'projects.checkout.noProjects': 'None of your projects has kits available for a checkout right now.',
  'projects.checkout.chooseProject': 'Choose a project',
  'projects.checkout.projectOption': '{project} — {school} ({count} available)',
  'projects.checkout.name': 'Checkout name',
  'projects.checkout.namePlaceholder': 'Grade 7 Science, Period 3',
  'projects.checkout.startDate': 'Start date',
  'projects.checkout.returnDate': 'Return date',
  'projects.checkout.students': 'Total students',
  'projects.checkout.groupSize': 'Group size',
  'projects.checkout.perKit_one': '{count} student per kit',
  'projects.checkout.perKit_other': '{count} students per kit',
  'projects.checkout.support': 'Support options',
  'projects.checkout.contactHours': 'Contact hours range',
  'projects.checkout.minHours': 'Minimum hours',
  'projects.checkout.maxHours': 'Maximum hours',
  'projects.checkout.kitsNeeded': 'Kits needed',
  'projects.checkout.kitsOnHand': 'Kits on hand',
  'projects.checkout.availableNow': 'Available now',
  'projects.checkout.activeCheckouts': 'Active checkouts',
  'projects.checkout.kitsRule':
    'One kit per group: total students divided by the group size, rounded up. A checkout can take the kits on hand that are not already out with another class.',
  'projects.checkout.create': 'Create checkout',
  'projects.groupSize.one-to-one': 'One to one',
  'projects.groupSize.pairs': 'Pairs',
  'projects.groupSize.group-of-three': 'Group of three',
  'projects.supportOption.Virtual kickoff with a programme specialist': 'Virtual kickoff with a programme specialist',
  'projects.supportOption.Classroom co-teaching visit': 'Classroom co-teaching visit',
  'projects.supportOption.Virtual coaching': 'Virtual coaching',
  'projects.supportOption.Teacher training': 'Teacher training',

  // Return kits.
  'projects.return.none': 'No kits to return',
  'projects.return.noneText':
    "Kits can be returned from an order that has shipped or is active. None of this project's orders has kits out right now.",
  'projects.return.seeOrders': "See this project's orders",
  'projects.return.order': 'Order',
  'projects.return.choose': 'Choose the order the kits belong to.',
  'projects.return.date': '{label} {value}',
  'projects.return.kitsOut_one': '{count} kit out',
  'projects.return.kitsOut_other': '{count} kits out',
  'projects.return.withPending': '{text} ({count} returned on this device)',
  'projects.return.title': 'Return kits',
  'projects.return.from': 'From “{title}”.',
  'projects.return.kitsToReturn': 'Kits to return',
  'projects.return.range_one': 'This order has {count} kit out, so you can return from 1 to {count}.',
  'projects.return.range_other': 'This order has {count} kits out, so you can return from 1 to {count}.',
  // The contract's returnAtMost(outstanding), worded here so it can be translated (a test keeps them equal).
  'projects.return.atMost_one': 'This order has {count} kit out; you can return at most {count}',
  'projects.return.atMost_other': 'This order has {count} kits out; you can return at most {count}',
  'projects.return.storeFailed':
    'This device could not store the return (its storage may be full or blocked). Nothing was saved.',
  'projects.return.submit': 'Return kits',
  'projects.return.synced_one': '{count} kit returned; the order is updated on the server.',
  'projects.return.synced_other': '{count} kits returned; the order is updated on the server.',

  // My Orders.
  'projects.orders.title': 'My Orders',
  'projects.orders.description': 'Kit requests to the programme and checkouts for your classes, newest first.',
  'projects.orders.created': 'Order created',
  'projects.orders.createdText': '“{title}” is saved and listed below.',
  'projects.orders.filters': 'Filter orders',
  'projects.orders.status': 'Status',
  'projects.orders.allStatuses': 'All statuses',
  'projects.orders.kind': 'Kind',
  'projects.orders.allKinds': 'Requests and checkouts',
  'projects.orders.kinds.request': 'Kit requests',
  'projects.orders.kinds.checkout': 'Checkouts',
  'projects.orders.project': 'Project:',
  'projects.orders.projectLoading': '…',
  'projects.orders.projectSchool': '· {school}',
  'projects.orders.showAllProjects': 'Show all projects',
  'projects.orders.what': 'your orders',
  'projects.orders.loading': 'Loading orders…',
  'projects.orders.noMatch': 'No orders match',
  'projects.orders.noMatchText': 'No order has this status or kind.',
  'projects.orders.empty': 'No orders yet',
  'projects.orders.emptyText':
    'Request kits or start a checkout for a class from one of your projects; your orders will be listed here.',
  'projects.orders.toProjects': 'Go to Hands-On Projects',
  'projects.orders.list': 'Orders',
  'projects.orders.pages': 'Orders',
} as const;

registerEnglish(projectMessages);
