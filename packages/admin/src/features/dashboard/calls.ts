// The back office's dashboard call: figures and queues, each as the operator's permissions allow.
import type { z } from 'zod';
import { adminDashboardCalls as dashboard, type AdminDashboard, type DashboardFigure } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type Dashboard = z.infer<typeof AdminDashboard>;
export type Figure = z.infer<typeof DashboardFigure>;

export const dashboardApi = {
  overview: () => callApi(dashboard.overview),
};
