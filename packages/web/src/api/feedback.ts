import { feedbackCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from './client';

export type FeedbackPage = CallData<typeof feedbackCalls.index>;
export type FeedbackRecord = FeedbackPage['list'][number];
export type FeedbackInput = CallInput<typeof feedbackCalls.add>;

/** The member's feedback, newest first, with how many replies are unread. */
export const fetchFeedback = (page: number, limit = 20): Promise<FeedbackPage> => callApi(feedbackCalls.index, { page, limit });
/** Sends a feedback. */
export const sendFeedback = (body: FeedbackInput): Promise<FeedbackRecord> => callApi(feedbackCalls.add, body);
/** How many replies are unread (the badge on Mine). */
export const fetchUnreadReplies = async (): Promise<number> => (await callApi(feedbackCalls.unread)).unread;
/** Marks every reply read. */
export const markRepliesRead = () => callApi(feedbackCalls.read);
