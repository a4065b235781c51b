// The content module's door (announcements, company profile). Nothing outside the module uses it yet besides its
// routes and the demo seed.
export { announcementDetail, listAnnouncements, readCompanyProfile } from './read.js';
