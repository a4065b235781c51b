import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import { Field } from './Field';
import { rules } from './validate';

interface Props {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** Marks the sheet, e.g. `transfer-confirm`. */
  testId: string;
  /** What the member is about to confirm. */
  children: ReactNode;
  onConfirm: (payPassword: string) => void;
  loading: boolean;
  /** The server's answer to the last try, shown in the sheet so the member can correct and try again. */
  error?: string;
  confirmText?: string;
}

/** The last step of a money action: a summary and the 6-digit payment password. */
export function PayConfirmSheet({ visible, onClose, title, testId, children, onConfirm, loading, error, confirmText }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    if (!visible) {
      setPassword('');
      setProblem(undefined);
    }
  }, [visible]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = rules.payPassword(password);
    setProblem(key ? t(key) : undefined);
    if (!key) onConfirm(password);
  };

  return (
    <Popup visible={visible} onMaskClick={loading ? undefined : onClose} onClose={onClose} destroyOnClose
      showCloseButton={!loading} bodyClassName="sheet-body" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <form className="popup-form" onSubmit={submit} noValidate data-testid={testId} aria-label={title}>
        <h2>{title}</h2>
        <div className="summary">{children}</div>
        <Field label={t('payPassword.label')} type="password" value={password}
          onChange={(v) => { setPassword(v.replace(/\D/g, '').slice(0, 6)); setProblem(undefined); }}
          error={problem} inputMode="numeric" maxLength={6} pattern="[0-9]*" autoComplete="off"
          testId="pay-password-input" autoFocus />
        {error ? <div className="form-error" role="alert" data-testid={`${testId}-error`}>{error}</div> : null}
        <Button className="submit" block color="primary" size="large" type="submit" loading={loading}
          data-testid="pay-password-confirm">
          {confirmText ?? t('common.confirm')}
        </Button>
      </form>
    </Popup>
  );
}

/** One line of a summary: label on the left, value on the right. */
export function SummaryRow({ label, children, testId, strong }: {
  label: string; children: ReactNode; testId?: string; strong?: boolean;
}) {
  return (
    <div className={`summary-row${strong ? ' summary-strong' : ''}`}>
      <span className="muted">{label}</span>
      <span data-testid={testId}>{children}</span>
    </div>
  );
}
