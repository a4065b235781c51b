import { post } from './client';

export type EmsEvent = 'resetpwd' | 'changeemail';

export const sendEmailCode = (email: string, event: EmsEvent) => post<null>('/ems/send', { email, event });
