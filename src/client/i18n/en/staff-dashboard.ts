// English: the programme staff's dashboard.
import { registerEnglish } from '../english';

export const staffDashboardMessages = {
  'staffDashboard.greeting': 'Welcome back, {name}',
  'staffDashboard.title': 'Programme',
  'staffDashboard.allDistricts_one': 'You look after {count} district.',
  'staffDashboard.allDistricts_other': 'Every district: {count} in the programme.',
  'staffDashboard.myDistricts_one': 'You look after {count} district.',
  'staffDashboard.myDistricts_other': 'You look after {count} districts.',
  'staffDashboard.noDistricts': 'No district is assigned to you yet. Ask an admin to add yours.',
  'staffDashboard.what': 'the programme figures',

  'staffDashboard.applications': 'Applications',
  'staffDashboard.new': 'New',
  'staffDashboard.unassigned': 'Not assigned yet',
  'staffDashboard.mine': 'Assigned to you',
  'staffDashboard.openQueue': 'Open the review queue',

  'staffDashboard.blueprints': 'Blueprints',
  'staffDashboard.awaiting': 'Awaiting the district',
  'staffDashboard.openBlueprints': 'Open blueprints',

  'staffDashboard.funds': 'Funds',
  'staffDashboard.allocated': 'Allocated',
  'staffDashboard.used': 'Used by approved blueprints',
  'staffDashboard.usedShare': 'Share of allocated funds used',
  'staffDashboard.usedOf': '{used} of {allocated}',
  'staffDashboard.expiring_one': '{count} allocation must be used within 30 days.',
  'staffDashboard.expiring_other': '{count} allocations must be used within 30 days.',

  'staffDashboard.kitOrders': 'Kit orders',
  'staffDashboard.toShip': 'To ship',
  'staffDashboard.overdueReturns': 'Overdue returns',
  'staffDashboard.countConflicts': 'Open count conflicts',
  'staffDashboard.openKitOrders': 'Open kit orders',

  'staffDashboard.tasks': 'Checklist tasks',
  'staffDashboard.pending': 'Pending',
  'staffDashboard.overdue': 'Overdue',
  'staffDashboard.openTasks': 'Open checklist tasks',

  'staffDashboard.recent': 'Recent activity',
  'staffDashboard.openActivity': 'Open the activity log',

  'staffDashboard.backups': 'Backups',
  'staffDashboard.lastBackup': 'Last backup',
  'staffDashboard.noBackup': 'None yet',
  'staffDashboard.backupOverdue':
    'No backup in the last {days} days. Check that the server runs its daily backup (DATA_DIR/backups), or run npm run backup on the server.',
  'staffDashboard.backupOff':
    'This server takes no daily backup (BACKUP_KEEP is 0). Run npm run backup on the server, or set BACKUP_KEEP to the number of daily backups to keep.',

  'staffDashboard.downloads': 'Downloads',
  'staffDashboard.downloadsText': 'Spreadsheets (CSV) of what the districts hold. The review queue exports its own filtered list.',
  'staffDashboard.inventory': 'Inventory of project kits',
  'staffDashboard.inventoryDistrict': 'District',
  'staffDashboard.inventoryAll': 'All districts',
  'staffDashboard.download': 'Download CSV',
  'staffDashboard.downloadFailed': 'The file could not be downloaded. {reason}',
} as const;

registerEnglish(staffDashboardMessages);
