// The staff dashboard's figures (GET /staff/dashboard) and the inventory download.
import useSWR from 'swr';
import { staffDashboardEndpoints } from '@contract/staff-dashboard-endpoints';
import { exportEndpoints } from '@contract/exports-endpoints';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';

export function useStaffDashboard() {
  return useSWR(['staff-dashboard'], () => apiRequest(staffDashboardEndpoints.staffDashboard));
}

export function exportInventory(districtId: string | undefined): Promise<void> {
  return downloadFile(exportEndpoints.exportInventory, { query: { districtId } }, 'inventory.csv');
}
