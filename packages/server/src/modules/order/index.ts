// The order module's door: the scheduled order work started by the server.
export { cancelExpiredOrders, confirmShippedOrders, registerOrderJobs } from './jobs.js';
export { boughtProductIds } from './views.js';
export { orderVolumeOf, type OrderVolume } from './volume.js';
export { ordersToShip, salesByDay } from './figures.js';
