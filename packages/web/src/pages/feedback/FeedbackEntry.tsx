import { Badge, List } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { fetchUnreadReplies } from '../../api/feedback';

/** Mine's entry to feedback, with a badge while a reply is unread (re-read whenever Mine shows it). */
export function FeedbackEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useQuery({ queryKey: ['feedback', 'unread'], queryFn: fetchUnreadReplies, staleTime: 0, refetchOnWindowFocus: true });
  const n = unread.data ?? 0;
  return (
    <List.Item prefix={<MessageOutline />} onClick={() => navigate(n > 0 ? '/pages/feedback/feedbackRecord' : '/pages/feedback/feedback')}
      data-testid="mine-to-feedback"
      extra={n > 0 ? <Badge content={n} aria-label={t('feedback.unread', { count: n })} data-testid="mine-feedback-badge" /> : null}>
      {t('feedback.title')}
    </List.Item>
  );
}
