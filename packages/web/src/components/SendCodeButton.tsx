import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import { toastError } from '../api/client';

/** The server accepts one code per 60 s; the countdown mirrors that. */
export const RESEND_SECONDS = 60;

interface Props {
  send: () => Promise<unknown>;
  /** Returns an error text when the email is not ready to send to. */
  check: () => string | null;
  testId?: string;
  onError?: (message: string) => void;
}

export function SendCodeButton({ send, check, testId, onError }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    const problem = check();
    if (problem) {
      onError?.(problem);
      return;
    }
    setBusy(true);
    try {
      await send();
      setLeft(RESEND_SECONDS);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" color="primary" fill="outline" className="send-code" disabled={left > 0} loading={busy}
      onClick={onClick} data-testid={testId} type="button">
      {left > 0 ? t('common.resendIn', { seconds: left }) : t('common.sendCode')}
    </Button>
  );
}
