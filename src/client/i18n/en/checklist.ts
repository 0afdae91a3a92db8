// English: My Checklist.
import { registerEnglish } from '../english';

export const checklistMessages = {
  'checklist.title': 'My Checklist',
  'checklist.description': 'The tasks that move your programme forward, required and optional, each with its due date.',
  'checklist.tabs': 'Tasks',
  'checklist.tab.pending': 'Pending',
  'checklist.tab.completed': 'Completed',
  'checklist.overdue_one': '{count} overdue',
  'checklist.overdue_other': '{count} overdue',
  'checklist.filter.label': 'Resource type',
  'checklist.filter.all': 'All resource types',

  // A task's resource type (TaskResourceType).
  'checklist.resourceType.onsite-field-trip': 'Onsite field trip',
  'checklist.resourceType.project': 'Project',
  'checklist.resourceType.workshop': 'Workshop',
  'checklist.resourceType.career-tool': 'Career tool',
  'checklist.resourceType.classbox': 'Classbox',

  // One task.
  'checklist.task.required': 'Required',
  'checklist.task.optional': 'Optional',
  'checklist.task.notSynced': 'Not synced',
  'checklist.task.resource': '{type}: {name}',
  'checklist.task.completedOn': 'Completed {date}',
  'checklist.task.completedHere': 'Completed on this device',
  'checklist.task.noDueDate': 'No due date',
  'checklist.task.storeFailed': 'This device could not store the change (its storage may be full or blocked). Nothing was saved.',
  'checklist.due.overdue_one': 'Overdue by {count} day (due {date})',
  'checklist.due.overdue_other': 'Overdue by {count} days (due {date})',
  'checklist.due.today': 'Due today ({date})',
  'checklist.due.on': 'Due {date}',

  // The list of one tab.
  'checklist.list.what': 'your tasks',
  'checklist.list.loading': 'Loading tasks…',
  'checklist.list.pending': 'Pending tasks',
  'checklist.list.completed': 'Completed tasks',
  'checklist.list.pages': 'Tasks',
  'checklist.empty.completed': 'No completed tasks yet',
  'checklist.empty.completedText': 'Tasks you tick off appear here, most recent first.',
  'checklist.empty.filtered': 'No pending tasks of this type',
  'checklist.empty.filteredText': 'Every task of this resource type is done.',
  'checklist.empty.showAll': 'Show all resource types',
  'checklist.empty.allDone': 'All caught up',
  'checklist.empty.allDoneText': 'Every task on your checklist is done. New tasks appear here as your programme moves on.',
  'checklist.empty.none': 'No tasks yet',
  'checklist.undo.done': 'Completed “{title}”. It moves to the Completed tab.',
  'checklist.undo.action': 'Undo',
  'checklist.undo.undoing': 'Reopening “{title}”…',
  'checklist.undo.dismiss': 'Dismiss',
  'checklist.task.openCount': 'Count {name} kits',
  'checklist.task.openReport': 'Open the report',
  'checklist.empty.noneText':
    'Your checklist is empty for now. Programme staff add tasks here as your application moves on, and you will see each one with its due date.',
} as const;

registerEnglish(checklistMessages);
