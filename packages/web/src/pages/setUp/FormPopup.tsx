import type { FormEvent, ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';

interface Props {
  visible: boolean;
  onClose: () => void;
  title: string;
  submitText: string;
  onSubmit: () => void;
  loading?: boolean;
  testId: string;
  danger?: boolean;
  children: ReactNode;
}

/** A bottom sheet holding one small form; settings opens one per action. */
export function FormPopup({ visible, onClose, title, submitText, onSubmit, loading, testId, danger, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose showCloseButton
      bodyClassName="sheet-body" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <form className="popup-form" onSubmit={submit} noValidate data-testid={testId} aria-label={title}>
        <h2>{title}</h2>
        {children}
        <Button className="submit" block color={danger ? 'danger' : 'primary'} size="large" type="submit"
          loading={loading} data-testid={`${testId}-submit`}>
          {submitText}
        </Button>
      </form>
    </Popup>
  );
}
