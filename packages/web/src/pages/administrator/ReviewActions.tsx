import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { toastError } from '../../api/client';
import { showToast } from '../../components/toast';
import { Field } from '../../components/Field';

/** A write on a queue item; on success the queue is read again (the item has left it). */
function useQueueWrite<A>(queue: string, run: (arg: A) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      showToast({ content: t(done) });
      void client.invalidateQueries({ queryKey: ['operator', queue] });
    },
    onError: toastError,
  });
}

type Open = null | 'approve' | 'reject';

/**
 * Approve or reject one item. Rejecting asks for the reason the member will read; approving asks for the
 * authenticator code when `approveNeedsCode` (withdrawals, as in the back office), else it goes at once.
 */
export function ReviewActions({ queue, id, approve, reject, approveNeedsCode = false }: {
  queue: string;
  id: number;
  approve: (code: string) => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  approveNeedsCode?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const approving = useQueueWrite(queue, approve, 'administrator.approved');
  const rejecting = useQueueWrite(queue, reject, 'administrator.rejected');
  const toggle = (next: Open) => {
    setOpen(open === next ? null : next);
    setText('');
    setError('');
  };
  const confirm = () => {
    const value = text.trim();
    if (open === 'reject') {
      if (!value) return setError(t('administrator.reasonRequired'));
      rejecting.mutate(value);
    } else {
      if (!/^\d{6}$/.test(value)) return setError(t('administrator.totpRule'));
      approving.mutate(value);
    }
  };
  return (
    <div className="stack">
      <div className="button-row">
        <Button color="primary" loading={approving.isPending && !approveNeedsCode} data-testid={`${queue}-approve-${id}`}
          onClick={() => (approveNeedsCode ? toggle('approve') : approving.mutate(''))}>
          {t('administrator.approve')}
        </Button>
        <Button color="danger" fill="outline" data-testid={`${queue}-reject-${id}`} onClick={() => toggle('reject')}>
          {t('administrator.reject')}
        </Button>
      </div>
      {open === 'reject' ? (
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label className="field-label" htmlFor={`${queue}-reason-${id}`}>{t('administrator.reason')}</label>
          <TextArea id={`${queue}-reason-${id}`} value={text} onChange={setText} maxLength={200} rows={2} data-testid={`${queue}-reason-${id}`} />
          {error ? <div className="field-error" role="alert">{error}</div> : null}
        </div>
      ) : null}
      {open === 'approve' ? (
        <Field label={t('administrator.totp')} hint={t('administrator.totpHint')} value={text} onChange={setText} error={error || undefined}
          inputMode="numeric" autoComplete="one-time-code" maxLength={6} testId={`${queue}-totp-${id}`} />
      ) : null}
      {open ? (
        <Button block color={open === 'reject' ? 'danger' : 'primary'} loading={approving.isPending || rejecting.isPending}
          onClick={confirm} data-testid={`${queue}-confirm-${id}`}>
          {open === 'reject' ? t('administrator.confirmReject') : t('administrator.approveWithCode')}
        </Button>
      ) : null}
    </div>
  );
}

/** The operator's answer to one feedback. */
export function ReplyForm({ id, reply }: { id: number; reply: (text: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const sending = useQueueWrite('feedback', reply, 'administrator.replied');
  return (
    <div className="stack">
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor={`feedback-reply-${id}`}>{t('feedback.reply')}</label>
        <TextArea id={`feedback-reply-${id}`} value={text} onChange={setText} maxLength={2000} rows={3} placeholder={t('administrator.replyPlaceholder')}
          data-testid={`feedback-reply-${id}`} />
        {error ? <div className="field-error" role="alert">{error}</div> : null}
      </div>
      <Button block color="primary" loading={sending.isPending} data-testid={`feedback-send-${id}`}
        onClick={() => (text.trim() ? (setError(''), sending.mutate(text.trim())) : setError(t('administrator.replyRequired')))}>
        {t('administrator.sendReply')}
      </Button>
    </div>
  );
}
