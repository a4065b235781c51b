// The order module's door: the scheduled order work started by the server.
export { cancelExpiredOrders, confirmShippedOrders, startOrderJobs } from './jobs.js';
export { boughtProductIds } from './views.js';
