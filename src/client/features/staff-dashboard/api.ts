// The staff dashboard's figures (GET /staff/dashboard) and the inventory download.
import useSWR from 'swr';
import { routes } from '../../../contract/routes';
import { staffDashboardSchema } from '../../../contract/staff-dashboard';
import { apiRequest, downloadFile } from '../../lib/http';

export function useStaffDashboard() {
  return useSWR(['staff-dashboard'], () => apiRequest(routes.staffDashboard, {}, staffDashboardSchema));
}

export function exportInventory(districtId: string | undefined): Promise<void> {
  return downloadFile(routes.exportInventory, { query: { districtId } }, 'inventory.csv');
}
