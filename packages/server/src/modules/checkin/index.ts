// The daily check-in's door. Nothing outside the module uses it yet besides its routes.
export { checkIn, checkInStatus, streakOf } from './checkin.js';
